import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/catalogue';

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

/**
 * The language an answer's message is written in: the X-NaRate-Locale header (the language the
 * page is showing now), else the first language of Accept-Language NaRate speaks (a merchant's
 * server, a script), else Montenegrin.
 */
export function readerLocale(request: FastifyRequest): Locale {
  const header = request.headers['x-narate-locale'];
  if (isLocale(header)) return header;
  return acceptedLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** The preferred language of an Accept-Language header that NaRate has ('en', 'sr-Latn-ME'…). */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split('-')[0];
    if (language === 'en') return 'en';
    // Montenegrin and the languages its readers read it in (Serbian, Bosnian, Croatian).
    if (language && ['me', 'cnr', 'sr', 'bs', 'hr', 'sh'].includes(language)) return 'me';
  }
  return undefined;
}
