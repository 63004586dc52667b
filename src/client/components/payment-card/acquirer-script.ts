// The acquirer's components script (Monri Components, or the local acquirer's copy of it), loaded
// from the acquirer's origin when a payment form first needs it, once per page.

export interface AcquirerCardElement {
  mount(target: string | HTMLElement): void;
  onChange?(listener: (event: unknown) => void): void;
}

/** What confirmPayment answers: the transaction (whatever its status) or a refusal of the input. */
export interface AcquirerConfirmation {
  result?: { status?: string } | null;
  error?: { message?: string } | null;
}

export interface AcquirerInstance {
  components(options: { clientSecret: string }): {
    create(type: 'card', options?: Record<string, unknown>): AcquirerCardElement;
  };
  confirmPayment(card: AcquirerCardElement, params: Record<string, unknown>): Promise<unknown>;
}

type AcquirerFactory = (authenticityToken: string, options: { locale: string }) => AcquirerInstance;

declare global {
  interface Window {
    Monri?: AcquirerFactory;
  }
}

const loading = new Map<string, Promise<AcquirerFactory>>();

/** Loads the script once; a failed load is tried again next time. */
export function loadAcquirerScript(url: string): Promise<AcquirerFactory> {
  const known = loading.get(url);
  if (known) return known;
  const loaded = new Promise<AcquirerFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Monri ? resolve(window.Monri) : reject(new Error('card fields script'));
    script.onerror = () => {
      script.remove();
      reject(new Error('card fields script'));
    };
    document.head.appendChild(script);
  });
  loaded.catch(() => loading.delete(url));
  loading.set(url, loaded);
  return loaded;
}

/**
 * The acquirer shows its 3-D Secure challenge in a layer of its own at the end of the page. A
 * modal dialog around the card fields would make that layer unclickable, unreachable by keyboard
 * and would close on the first click in it; while a payment is confirmed, the layer is let
 * through (clicks, focus) and gets the focus. Returns the function that stops watching.
 */
export function letChallengeThrough(acquirerOrigin: string): () => void {
  const fromAcquirer = (node: Node): node is HTMLElement =>
    node instanceof HTMLElement &&
    [...node.querySelectorAll('iframe'), ...(node instanceof HTMLIFrameElement ? [node] : [])].some(
      (frame) => frame.src.startsWith(acquirerOrigin),
    );
  const layers = new Set<HTMLElement>();
  const keep = (event: Event) => event.stopPropagation();
  // A dialog's focus trap pulls focus back when it leaves for the layer; seen first, it does not.
  const letFocusOut = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && [...layers].some((layer) => layer.contains(to))) {
      event.stopImmediatePropagation();
    }
  };
  document.addEventListener('focusout', letFocusOut, true);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!fromAcquirer(node)) return;
        layers.add(node);
        node.style.pointerEvents = 'auto';
        node.addEventListener('pointerdown', keep);
        node.addEventListener('focusin', keep);
        node.querySelector('iframe')?.focus();
      });
    }
  });
  observer.observe(document.body, { childList: true });
  return () => {
    observer.disconnect();
    document.removeEventListener('focusout', letFocusOut, true);
  };
}
