import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to one plan (/dashboard#plan-<id>, from the payment calendar) lands on its card once
 * the plans have loaded: the browser's own jump happens before they exist.
 */
export function useScrollToPlan(loaded: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || !hash.startsWith('#plan-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [loaded, hash]);
}
