import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '#client/i18n/i18n-context';
import { HoverHint } from '../ui/hover-hint';
import { BACK_BAR_CLASS } from './back-bar';

/**
 * "Nazad" on every page but the landing page: history back, else home. "Back" includes a page of
 * ours that the browser loaded in full before this one (a link followed before the app took
 * over, a reload): the router's own history starts empty then, but the browser's does not. It sits in the page's flow
 * above the content, never floating over it, so on a phone it cannot hide a step, a field or the
 * first row of a schedule.
 */
export function BackButton() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  if (location.pathname === '/') return null;
  const goBack = () => {
    // React Router numbers history entries; idx 0 means this tab has nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else if (cameFromOurPage()) window.history.back();
    else void navigate('/');
  };
  return (
    <div className={BACK_BAR_CLASS} data-testid="back-bar">
      <HoverHint text={t.shell.back.tooltip}>
        <button
          type="button"
          onClick={goBack}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t.shell.back.label}
        </button>
      </HoverHint>
    </div>
  );
}

/** The previous history entry is a page of this site: a same-origin referrer and an entry before. */
function cameFromOurPage(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
