/**
 * Holds the last `type` event that `pick` recognises (preventing it, and keeping it from the
 * element's own listener too: hydration may already have attached it) until the returned function
 * is called, which stops holding and repeats the held one with `repeat`.
 */
function holdEarly<E extends Event, T>(
  type: string,
  pick: (event: E) => T | null,
  repeat: (held: T) => void,
): () => void {
  let held: T | null = null;
  const hold = (event: Event) => {
    const target = pick(event as E);
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  document.addEventListener(type, hold, true);
  return () => {
    document.removeEventListener(type, hold, true);
    const pending = held;
    held = null;
    if (pending !== null) repeat(pending);
  };
}

/**
 * Holds what a visitor does while the app is still taking over a prerendered page, and does it
 * again once it has; returns the function that lets input through and repeats what was held. The
 * page's own code loads after the first paint, so a visitor (or a quick test) can press a button
 * before any handler is attached:
 * - a form sent then would be posted by the browser to the page's address and shown again, empty;
 *   held here, the same submit (with the same button) reaches the app's own handler instead;
 * - the last click on a plain button (`type="button"`: the menu, back, show-password), which does
 *   nothing without its handler, is clicked again.
 */
export function holdEarlyInput(): () => void {
  const releaseSubmit = holdEarly(
    'submit',
    (event: SubmitEvent) =>
      event.target instanceof HTMLFormElement
        ? { form: event.target, submitter: event.submitter }
        : null,
    ({ form, submitter }) => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    },
  );
  const releaseClick = holdEarly(
    'click',
    (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      return button?.type === 'button' ? button : null;
    },
    (button) => {
      if (button.isConnected) button.click();
    },
  );
  return () => {
    releaseSubmit();
    releaseClick();
  };
}
