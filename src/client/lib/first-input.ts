/** What counts as the visitor starting to use the page: a touch, a click, a key or a focus. */
const FIRST_INPUTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `callback` once, at the visitor's first input on `target` (in the capture phase, before
 * the page's own handlers). Returns the function that stops waiting.
 */
export function onFirstInput(callback: () => void, target: EventTarget = document): () => void {
  const stop = () => {
    for (const type of FIRST_INPUTS) target.removeEventListener(type, run, true);
  };
  const run = () => {
    stop();
    callback();
  };
  for (const type of FIRST_INPUTS) target.addEventListener(type, run, true);
  return stop;
}
