import { useI18n } from '#client/i18n/i18n-context';

/** The limit rules in plain words, as on /kako-radi and the dashboard. */
export function LimitGrowthRules() {
  const { t } = useI18n();
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-700">
      {t.lending.growthRules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
