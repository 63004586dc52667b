import type { Catalogue } from '../../shared/i18n/catalogue';
import { fillTemplate } from '../../shared/i18n/format';
import { GENERIC_ERROR_CODES } from '../../shared/i18n/generic-error-codes';
import type { ErrorCode } from '../../shared/i18n/me/errors';
import { catalogueSnapshot } from './catalogue-store';

const isErrorCode = (texts: Catalogue['errors'], code: string): code is ErrorCode =>
  Object.hasOwn(texts, code);

/**
 * What the page shows for an error the server answered with `code`: the text of the page's
 * language for that code. A generic code (not_found, bad_request, ...) keeps the server's more
 * precise Montenegrin message in Montenegrin; in another language it shows the code's text.
 */
export function errorTextFor(
  code: string,
  serverMessage: string,
  body: Record<string, unknown> = {},
): string {
  const { locale, t } = catalogueSnapshot();
  // The error texts come with the whole catalogue; the first page has only its core sections.
  const texts = (t as Partial<Catalogue>).errors;
  if (!texts) return serverMessage;
  if (!isErrorCode(texts, code)) return locale === 'me' ? serverMessage : texts.http_error;
  if (locale === 'me' && GENERIC_ERROR_CODES.includes(code)) return serverMessage;
  const values = Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return fillTemplate(texts[code], values);
}
