import type { Catalogue } from '#shared/i18n/catalogue';
import { validation as montenegrin } from '#shared/i18n/me/validation';
import { catalogueSnapshot } from './catalogue-store';

type ValidationKey = keyof Catalogue['validation'];

// The shared schemas speak Montenegrin when the page validates a form itself; each text is
// unique, so it names its catalogue key and the page's language has the same key. The server's
// answers carry the keys themselves (`fieldCodes`).
const keyOfText = new Map<string, ValidationKey>(
  (Object.entries(montenegrin) as Array<[ValidationKey, string]>).map(([key, text]) => [text, key]),
);

/** A shared schema's validation message in the page's language; any other text is kept. */
export function validationTextFor(message: string): string {
  const key = keyOfText.get(message);
  const texts = (catalogueSnapshot().t as Partial<Catalogue>).validation;
  return key && texts ? texts[key] : message;
}

/** The page's text for a validation key the server answered, else the server's own message. */
export function validationTextForKey(key: string | undefined, serverMessage: string): string {
  const texts = (catalogueSnapshot().t as Partial<Catalogue>).validation;
  return key && texts && Object.hasOwn(texts, key) ? texts[key as ValidationKey] : serverMessage;
}
