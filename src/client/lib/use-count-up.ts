import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Counters animate for 1.5 s: the change is seen without delaying the figure. */
export const COUNT_UP_DURATION_MS = 1500;

/** Eases out, so the number slows down as it reaches its value. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 up to `target` once the element scrolls into view; with reduced motion it shows
 * the target at once. Screen readers should be given the target itself, not this value.
 */
export function useCountUp<E extends Element>(target: number, duration = COUNT_UP_DURATION_MS) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<E>(null);
  const [animated, setAnimated] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min((now - start) / duration, 1);
        setAnimated(Math.round(easeOutCubic(progress) * target));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion, target, duration]);

  return { ref, value: reducedMotion ? target : animated };
}
