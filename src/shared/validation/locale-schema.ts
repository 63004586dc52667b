// The language a person reads NaRate's messages in: sent with the sign-up form (the language the
// site is shown in) and changed in the profile. Only the two catalogue locales are accepted.
import { z } from 'zod';
import { LOCALES } from '../i18n/catalogue';
import { validation as V } from '../i18n/me/validation';

export const LocaleSchema = z.enum(LOCALES, { error: V.localeInvalid });

/** The body of a language change, and the language part of a sign-up (absent: Montenegrin). */
export const LocaleChoiceSchema = z.object({ locale: LocaleSchema });
export const SignupLocaleSchema = z.object({ locale: LocaleSchema.default('me') });
