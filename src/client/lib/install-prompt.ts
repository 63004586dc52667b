/**
 * The browser's install offer (`beforeinstallprompt`, Chromium only), kept from the moment it
 * fires, which can be before the page that shows the "Install" button has loaded.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

/** Starts listening; called once as the app starts. */
export function watchInstallOffer(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The page shows its own button instead of the browser's mini-infobar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    publish();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    publish();
  });
}

export interface InstallState {
  offer: InstallPromptEvent | null;
  installed: boolean;
}

let snapshot: InstallState = { offer, installed };

export function installSnapshot(): InstallState {
  if (snapshot.offer !== offer || snapshot.installed !== installed) {
    snapshot = { offer, installed };
  }
  return snapshot;
}

const NO_OFFER: InstallState = { offer: null, installed: false };
export function serverInstallSnapshot(): InstallState {
  return NO_OFFER;
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  publish();
  await current.prompt();
  const { outcome } = await current.userChoice;
  if (outcome === 'accepted') installed = true;
  publish();
  return outcome;
}
