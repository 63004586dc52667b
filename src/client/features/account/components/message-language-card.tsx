import { useState } from 'react';
import type { ProfileView } from '#shared/account';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '#shared/i18n/catalogue';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Select } from '#client/components/ui/select';
import { useI18n } from '#client/i18n/i18n-context';
import { toast } from '#client/lib/toast';
import { useUpdateMessageLocale } from '../api/profile';

/**
 * The language NaRate writes to the person in (emails, SMS, reminders, receipts, contracts).
 * Chosen at sign-up from the site's language; the site's own language switch does not change it.
 */
export function MessageLanguageCard({ profile }: { profile: ProfileView }) {
  const { t } = useI18n();
  const l = t.dashboard.messageLanguage;
  const [choice, setChoice] = useState<Locale>(profile.locale);
  const save = useUpdateMessageLocale();
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{l.title}</h2>
      <p className="text-sm text-slate-700">{l.text}</p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(choice, {
            onSuccess: () => toast.success(l.saved),
            onError: () => toast.error(t.auth.common.error, { description: l.failed }),
          });
        }}
      >
        <label className="block flex-1 text-sm font-medium text-slate-800">
          {l.label}
          <Select
            className="mt-1"
            value={choice}
            onChange={(event) => {
              if (isLocale(event.target.value)) setChoice(event.target.value);
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale === 'en' ? 'en' : 'sr-Latn-ME'}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" disabled={save.isPending || choice === profile.locale}>
          {save.isPending ? l.saving : l.save}
        </Button>
      </form>
    </Card>
  );
}
