import type { Catalogue } from '../../../shared/i18n/catalogue';
import { useI18n } from '../../i18n/i18n-context';
import { usePageMeta } from '../../i18n/use-page-meta';

/** A page whose content arrives with a later capability: its title and a short note. */
export function PlaceholderPage({
  page,
  heading,
}: {
  page: keyof Catalogue['pages'];
  heading: string;
}) {
  const { t } = useI18n();
  usePageMeta(page);
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="mb-4 text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
      <p className="text-slate-600">{t.shell.comingSoon}</p>
    </section>
  );
}
