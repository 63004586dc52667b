import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/catalogue';

/**
 * The shopper's language for a document: `?locale=` (a link the page builds), else the
 * X-NaRate-Locale header the page's API client sends, else Montenegrin.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = (request.query as { locale?: unknown } | undefined)?.locale;
  if (isLocale(query)) return query;
  const header = request.headers['x-narate-locale'];
  return isLocale(header) ? header : DEFAULT_LOCALE;
}
