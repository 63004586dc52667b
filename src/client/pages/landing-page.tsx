import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-context';
import { usePageMeta } from '../i18n/use-page-meta';

export default function LandingPage() {
  usePageMeta('home');
  const { status } = useAuth();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-20 md:py-28">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
          Kupi odmah, <span className="text-brand-700">plati NaRate</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-700">
          Plati u 3, 6 ili 12 rata bez kamate i bez skrivenih troškova. Odobrenje za nekoliko
          sekundi.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={status === 'signed-in' ? '/dashboard' : '/signup'}
            className={buttonClasses('primary', 'lg')}
          >
            Počni odmah
          </Link>
          <Link to="/kako-radi" className={buttonClasses('outline', 'lg')}>
            Saznaj više
          </Link>
        </div>
      </div>
    </section>
  );
}
