import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { BACK_BAR_CLASS } from './back-bar';

let loaded: ComponentType | null = null;

/**
 * The back button's code, which the landing page (the one page without it) never needs. Loaded
 * before the first render on any other page (start.tsx), so a prerendered page hydrates with it.
 */
export function loadBackButton(): Promise<void> {
  return import('./back-button').then((module) => {
    loaded = module.BackButton;
  });
}

/** Renders the back button once its code is here; on the landing page it loads nothing. */
export function DeferredBackButton() {
  const { pathname } = useLocation();
  const [BackButton, setBackButton] = useState<ComponentType | null>(() => loaded);
  const needed = pathname !== '/';
  useEffect(() => {
    if (!needed || BackButton) return;
    let cancelled = false;
    loadBackButton().then(
      () => {
        if (!cancelled) setBackButton(() => loaded);
      },
      // Without it the browser's own back button still works.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [needed, BackButton]);
  if (!needed) return null;
  // Until its code is here, an empty bar of the same height holds its place: nothing jumps.
  return BackButton ? <BackButton /> : <div className={BACK_BAR_CLASS} aria-hidden="true" />;
}
