import type { Catalogue } from '#shared/i18n/catalogue';
import { fillTemplate } from '#shared/i18n/format';
import { GENERIC_ERROR_CODES } from '#shared/i18n/generic-error-codes';
import type { ErrorCode } from '#shared/i18n/me/errors';
import { catalogueSnapshot } from './catalogue-store';

const isErrorCode = (texts: Catalogue['errors'], code: string): code is ErrorCode =>
  Object.hasOwn(texts, code);

/**
 * What the page shows for an error the server answered with `code`: the page's own text for that
 * code, filled from the error body. The server writes its message in the page's language (the
 * client sends it with every request), so a generic code (not_found, bad_request, ...) shows the
 * server's more precise message, and so does a code the page has no text for, or any code before
 * the page has loaded its error texts.
 */
export function errorTextFor(
  code: string,
  serverMessage: string,
  body: Record<string, unknown> = {},
): string {
  const { t } = catalogueSnapshot();
  // The error texts come with the whole catalogue; the first page has only its core sections.
  const texts = (t as Partial<Catalogue>).errors;
  if (!texts || !isErrorCode(texts, code)) return serverMessage || (texts?.http_error ?? '');
  if (GENERIC_ERROR_CODES.includes(code) && serverMessage) return serverMessage;
  const values = Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return fillTemplate(texts[code], values);
}
