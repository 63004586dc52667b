import type { ReactNode } from 'react';

/** The top of a public content page: its one h1, a lead paragraph and optional extras. */
export function PageHero({
  title,
  lead,
  badge,
  children,
}: {
  title: string;
  lead: string;
  badge?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        {badge && (
          <p className="mb-3 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {badge}
          </p>
        )}
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">{lead}</p>
        {children}
      </div>
    </section>
  );
}
