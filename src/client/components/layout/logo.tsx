import { Link } from 'react-router';
import { useI18n } from '#client/i18n/i18n-context';

export function Logo() {
  const { t } = useI18n();
  return (
    <Link to="/" aria-label={t.shell.nav.home} className="flex items-center gap-2 rounded-md">
      <span
        aria-hidden="true"
        className="grid h-9 w-9 place-items-center rounded-xl bg-brand-700 text-lg font-bold text-white"
      >
        N
      </span>
      <span className="text-xl font-extrabold tracking-tight text-slate-900">
        Na<span className="text-brand-700">Rate</span>
      </span>
    </Link>
  );
}
