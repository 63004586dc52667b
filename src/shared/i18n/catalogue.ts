import { about as enAbout } from './en/about';
import { app as enApp } from './en/app';
import { calculator as enCalculator } from './en/calculator';
import { contact as enContact } from './en/contact';
import { howItWorks as enHowItWorks } from './en/how-it-works';
import { landing as enLanding } from './en/landing';
import { pages as enPages } from './en/pages';
import { security as enSecurity } from './en/security';
import { shell as enShell } from './en/shell';
import { widgets as enWidgets } from './en/widgets';
import { about as meAbout } from './me/about';
import { app as meApp } from './me/app';
import { calculator as meCalculator } from './me/calculator';
import { contact as meContact } from './me/contact';
import { howItWorks as meHowItWorks } from './me/how-it-works';
import { landing as meLanding } from './me/landing';
import { pages as mePages } from './me/pages';
import { security as meSecurity } from './me/security';
import { shell as meShell } from './me/shell';
import { widgets as meWidgets } from './me/widgets';

/**
 * Every UI string, by locale. Montenegrin (Latin) is the default; English mirrors its shape, so
 * a missing translation is a type error. Add a section by adding one file to me/ and en/.
 */
const me = {
  about: meAbout,
  app: meApp,
  calculator: meCalculator,
  contact: meContact,
  howItWorks: meHowItWorks,
  landing: meLanding,
  pages: mePages,
  security: meSecurity,
  shell: meShell,
  widgets: meWidgets,
};
export type Catalogue = typeof me;
const en: Catalogue = {
  about: enAbout,
  app: enApp,
  calculator: enCalculator,
  contact: enContact,
  howItWorks: enHowItWorks,
  landing: enLanding,
  pages: enPages,
  security: enSecurity,
  shell: enShell,
  widgets: enWidgets,
};

export const LOCALES = ['me', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'me';

/** BCP 47 tags for `<html lang>` and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { me: 'sr-Latn-ME', en: 'en' };
export const LOCALE_NAMES: Record<Locale, string> = { me: 'Crnogorski', en: 'English' };

export const catalogues: Record<Locale, Catalogue> = { me, en };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
