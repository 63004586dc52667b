import { useEffect, useState } from 'react';

let buildTimeRender = false;

/** Called by the build's prerenderer before it renders: its effects run, but not in a browser. */
export function markBuildTimeRender(): void {
  buildTimeRender = true;
}

/**
 * False while the page is rendered at build time and during hydration, true from the first effect
 * in the browser on. For text that depends on the moment the page is seen (today's date): the
 * prerendered HTML must not carry the build's, and hydration keeps the markup it finds, so such
 * text is only written once the app runs in the visitor's browser.
 */
export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (buildTimeRender) return undefined;
    // On the next task, after hydration has finished with the markup it found.
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
