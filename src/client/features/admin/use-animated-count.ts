import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

/** The dashboard counters animate for 1.5 s: a change is seen without delaying the figure. */
export const COUNTER_DURATION_MS = 1500;

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * The number to show for a live counter: it counts up from 0 on first show and then glides from
 * the value on screen to each new value. With reduced motion it shows the value at once.
 */
export function useAnimatedCount(target: number, duration = COUNTER_DURATION_MS): number {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    if (reducedMotion) return;
    const from = shownRef.current;
    if (from === target) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min((now - start) / duration, 1);
      const value = Math.round(from + (target - from) * easeOutCubic(progress));
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, duration, reducedMotion]);

  return reducedMotion ? target : shown;
}
