import { Headphones, Lock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';

const ICONS = [Lock, ShieldCheck, Headphones];

/** Security promises with the link to /sigurnost. */
export function SecuritySection() {
  const { t } = useI18n();
  const s = t.landing.security;
  return (
    <section aria-labelledby="security-title" className="bg-slate-900 py-16 text-white md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="security-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          {s.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-300">{s.lead}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {s.items.map((item, index) => {
            const Icon = ICONS[index] ?? Lock;
            return (
              <li key={item.title} className="rounded-2xl bg-slate-800 p-6">
                <Icon aria-hidden="true" className="h-7 w-7 text-brand-200" />
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-slate-300">{item.text}</p>
              </li>
            );
          })}
        </ul>
        <Link
          to={ROUTES.security}
          className={`${buttonClasses('secondary', 'lg')} mt-8 w-full sm:w-auto`}
        >
          {s.link}
        </Link>
      </div>
    </section>
  );
}
