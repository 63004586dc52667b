import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Counters animate for 1.5 s: the change is seen without delaying the figure. */
export const COUNT_UP_DURATION_MS = 1500;

/** Eases out, so the number slows down as it reaches its value. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * The number to show for a counter: it counts up from 0 on first show and then glides from the
 * value on screen to each new value. With reduced motion it shows the value at once. Screen
 * readers should be given the target itself, not this value.
 */
export function useAnimatedCount(target: number, duration = COUNT_UP_DURATION_MS): number {
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

/** Like useAnimatedCount, but the count starts only once the element scrolls into view. */
export function useCountUp<E extends Element>(target: number, duration = COUNT_UP_DURATION_MS) {
  const ref = useRef<E>(null);
  // Without IntersectionObserver (old browsers, tests) the count starts at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  // With reduced motion the final value shows at once, visible or not.
  const reducedMotion = usePrefersReducedMotion();
  return { ref, value: useAnimatedCount(visible || reducedMotion ? target : 0, duration) };
}
