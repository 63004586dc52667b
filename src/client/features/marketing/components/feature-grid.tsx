import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';

export interface FeatureItem {
  title: string;
  text: string;
}

/** A titled section of cards, each with an icon, a title and a short text. */
export function FeatureGrid({
  id,
  title,
  lead,
  items,
  icons,
  columns = 'md:grid-cols-2 lg:grid-cols-4',
  className,
}: {
  id: string;
  title: string;
  lead?: string;
  items: FeatureItem[];
  icons: LucideIcon[];
  columns?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('py-14 md:py-20', className)}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-2xl text-lg text-slate-700">{lead}</p>}
        <ul className={cn('mt-8 grid gap-6', columns)}>
          {items.map((item, index) => {
            const Icon = icons[index % icons.length];
            return (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                {Icon && <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />}
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
