/**
 * Holds a form sent while the app is still taking over a prerendered page, and sends it again
 * once it has. The page's own code loads after the first paint, so a visitor (or a quick test)
 * can press a form's button before any handler is attached; the browser would then post the form
 * to the page's address and show it again, empty. Held here, the same submit (with the same
 * button) reaches the app's own handler instead. Returns the function that lets submits through
 * and sends the held one.
 */
export function holdEarlySubmits(): () => void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    // Not to the form's own listener either: hydration may already have attached it.
    event.stopPropagation();
    held = { form: event.target, submitter: event.submitter };
  };
  document.addEventListener('submit', hold, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    const pending = held;
    held = null;
    if (pending?.form.isConnected) {
      pending.form.requestSubmit(pending.submitter?.isConnected ? pending.submitter : null);
    }
  };
}

/**
 * Holds the last click on a plain button (`type="button"`: the menu, back, show-password) made
 * while the app is still taking over a prerendered page, and clicks it again once it has: such a
 * button does nothing without its handler, so the visitor's tap would otherwise be lost. Returns
 * the function that lets clicks through and repeats the held one.
 */
export function holdEarlyButtonClicks(): () => void {
  let held: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button') return;
    event.preventDefault();
    // Not to the button's own listener either: hydration may already have attached it.
    event.stopPropagation();
    held = button;
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    const pending = held;
    held = null;
    if (pending?.isConnected) pending.click();
  };
}

/**
 * Runs in a task after the next frame (or after 150 ms without frames, in a hidden tab). After a
 * render, that is after its effects: Preact runs them in a task queued from the next animation
 * frame (or after 100 ms without frames), so a task queued from a later frame callback comes
 * after them. Before any render, it is after the first paint.
 */
export function afterNextFrame(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    setTimeout(callback);
  };
  requestAnimationFrame(run);
  setTimeout(run, 150);
}

/**
 * Runs once the browser has reported the page's first contentful paint (or after 300 ms without
 * one, in a hidden tab or a browser that does not report paints). A frame callback is not enough:
 * the paint is presented a little after the frame's task, and a request started in between still
 * competes with it.
 */
export function afterFirstPaint(callback: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(callback);
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer below decides.
  }
  setTimeout(run, 300);
}
