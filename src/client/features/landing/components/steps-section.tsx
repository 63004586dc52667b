import { CreditCard, ShoppingBag, UserPlus } from 'lucide-react';
import { useI18n } from '#client/i18n/i18n-context';

const ICONS = [ShoppingBag, UserPlus, CreditCard];

/** The three steps: choose at checkout, register, receive and pay in instalments. */
export function StepsSection() {
  const { t } = useI18n();
  const s = t.landing.steps;
  return (
    <section aria-labelledby="steps-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          {s.title}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{s.lead}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {s.items.map((item, index) => {
            const Icon = ICONS[index] ?? ShoppingBag;
            return (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <div className="flex items-center gap-3">
                  <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50">
                    <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
                  </span>
                  <span className="text-sm font-semibold text-brand-700">
                    {s.stepLabel} {index + 1}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
