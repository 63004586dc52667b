import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

export default function NotFoundPage() {
  const { t } = useI18n();
  usePageMeta('notFound');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="mb-2 text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mb-6 text-2xl font-semibold text-slate-800">{t.shell.notFound.text}</h1>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t.shell.notFound.home}
      </Link>
    </section>
  );
}
