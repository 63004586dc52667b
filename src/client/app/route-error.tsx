import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useI18n } from '../i18n/i18n-context';

/** Shown when a page chunk fails to load or a page throws: never a blank screen. */
export function RouteError() {
  const { t } = useI18n();
  return (
    <section data-route-error="" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="mb-4 text-2xl font-bold">{t.shell.genericError}</h1>
      <Link to="/" className={buttonClasses('primary')} reloadDocument>
        {t.shell.notFound.home}
      </Link>
    </section>
  );
}
