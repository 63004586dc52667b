import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n-context';
import { HoverHint } from '../ui/hover-hint';

/** Floating "Nazad" on every page but the landing page: history back, else home. */
export function BackButton() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  if (location.pathname === '/') return null;
  const goBack = () => {
    // React Router numbers history entries; idx 0 means this tab has nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className="fixed bottom-5 left-5 z-30">
      <HoverHint text={t.shell.back.tooltip}>
        <button
          type="button"
          onClick={goBack}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-800 shadow-lg hover:bg-slate-50"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t.shell.back.label}
        </button>
      </HoverHint>
    </div>
  );
}
