import type { SessionPayload } from '#shared/session';
import { onSessionEndedByServer } from '../api-client';
import { clearPersonalData } from '../offline-data';
import { getSession } from './session-api';

/**
 * The signed-in user as the server last told us, shared by the whole app. A plain store rather
 * than a query cache: public pages need only this, and the query library loads with the pages
 * that fetch data (see query-client.ts).
 */
export type SessionState =
  | { status: 'loading'; payload: null }
  | { status: 'signed-in' | 'signed-out'; payload: SessionPayload };

const LOADING: SessionState = { status: 'loading', payload: null };

let state: SessionState = LOADING;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();
const userChangeListeners = new Set<() => void>();

function publish(next: SessionState): void {
  const previousUser = state.payload?.user?.id ?? null;
  const wasSignedOut = state.status === 'signed-out';
  state = next;
  const nextUser = next.payload?.user?.id ?? null;
  // Data kept for offline reading belongs to one signed-in user: it goes when that user signs out
  // or is replaced, and when someone signs in (a session that ended elsewhere may have left some).
  if (
    next.status !== 'loading' &&
    previousUser !== nextUser &&
    (previousUser !== null || (wasSignedOut && nextUser !== null))
  ) {
    void clearPersonalData();
  }
  if (next.status !== 'loading' && previousUser !== nextUser && previousUser !== null) {
    for (const listener of userChangeListeners) listener();
  }
  for (const listener of listeners) listener();
}

export function setSessionPayload(payload: SessionPayload): void {
  if (payload.user) sessionEnded = false;
  publish({ status: payload.user ? 'signed-in' : 'signed-out', payload });
}

let sessionEnded = false;

/**
 * A signed-in user whose request the server refused as signed out: the app shows them signed
 * out (the header's avatar goes, signed-in pages send them to sign in and back), and the sign-in
 * page says why.
 */
onSessionEndedByServer(() => {
  if (state.status !== 'signed-in') return;
  sessionEnded = true;
  publish({ status: 'signed-out', payload: { user: null } });
});

/** Whether the last session ended on the server's side (until someone signs in again). */
export function sessionEndedByServer(): boolean {
  return sessionEnded;
}

/** Asks the server; a failed lookup (server away) counts as signed out rather than loading forever. */
export function refreshSession(): Promise<void> {
  pending ??= getSession()
    .then(setSessionPayload, () => setSessionPayload({ user: null }))
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function sessionSnapshot(): SessionState {
  return state;
}

/** The state before the browser has asked: what a page prerendered at build time shows. */
export function initialSessionSnapshot(): SessionState {
  return LOADING;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (state.status === 'loading' && !pending) void refreshSession();
  return () => {
    listeners.delete(listener);
  };
}

/** Runs when a signed-in user signs out or another user signs in (cached data must go). */
export function onUserChange(listener: () => void): () => void {
  userChangeListeners.add(listener);
  return () => {
    userChangeListeners.delete(listener);
  };
}
