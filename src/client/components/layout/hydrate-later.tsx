import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useI18n, I18nValueProvider } from '#client/i18n/i18n-context';
import { AuthValueProvider, useAuth } from '#client/lib/auth/auth-context';
import { cn } from '#client/lib/cn';
import { deferUntilTurn, isHydrating } from '#client/lib/hydration-phase';

/** Throws its turn's promise while waiting: Suspense keeps the prerendered markup meanwhile. */
function WaitForTurn({
  children,
  onTakenOver,
  className,
}: {
  children: ReactNode;
  onTakenOver(live: true): void;
  className: string | undefined;
}) {
  const [deferral] = useState(deferUntilTurn);
  useEffect(() => onTakenOver(true), [onTakenOver]);
  if (deferral && !deferral.released) throw deferral.promise;
  return <div className={className}>{children}</div>;
}

/**
 * A part of a page taken over after the rest, in a task of its own, when the page arrives
 * prerendered; `belowFirstScreen` parts are also laid out only when they come near the screen.
 *
 * Hydration keeps the attributes it finds, so the section is taken over with the session state
 * and language of the moment the page was (what its markup shows), and switches to the current
 * ones right after: a session that answered meanwhile then updates it like any other change.
 * Its content is wrapped in one element, the markup Suspense keeps while it waits.
 */
export function HydrateLater({
  children,
  belowFirstScreen = true,
  className,
}: {
  children: ReactNode;
  belowFirstScreen?: boolean;
  /** Classes of the wrapping element (a grid cell's span, say). */
  className?: string;
}) {
  const auth = useAuth();
  const i18n = useI18n();
  const [asPrerendered] = useState(() => ({ auth, i18n }));
  const [live, setLive] = useState(() => !isHydrating());
  const shown = live ? { auth, i18n } : asPrerendered;
  return (
    <AuthValueProvider value={shown.auth}>
      <I18nValueProvider value={shown.i18n}>
        <Suspense fallback={null}>
          <WaitForTurn
            onTakenOver={setLive}
            className={cn(belowFirstScreen && 'below-first-screen', className) || undefined}
          >
            {children}
          </WaitForTurn>
        </Suspense>
      </I18nValueProvider>
    </AuthValueProvider>
  );
}
