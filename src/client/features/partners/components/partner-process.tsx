import { useI18n } from '#client/i18n/i18n-context';

/** The four steps: send the request, talk with the team, integrate, go live. */
export function PartnerProcess() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="process-title">
      <h2 id="process-title" className="text-2xl font-bold tracking-tight">
        {t.partners.process.title}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {t.partners.process.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span
              aria-hidden="true"
              className="grid h-9 w-9 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
