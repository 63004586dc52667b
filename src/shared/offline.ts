/**
 * What the service worker and the page agree on about data kept for offline reading. Only a
 * signed-in shopper's own reads are kept: the session and GET /api/me/… (plans, schedules,
 * receipts, the calendar, the profile). Nothing else is kept, and changes are never replayed.
 */

/** The cache holding a signed-in shopper's own answers; emptied on sign-out and sign-in. */
export const PERSONAL_CACHE = 'narate-personal';

/** The cache of hashed script and style files, kept once loaded (not personal). */
export const ASSETS_CACHE = 'narate-assets';

/** Header the worker adds to an answer it read from that cache (the network was not reached). */
export const OFFLINE_HEADER = 'x-narate-offline';

/** Message a page posts to the worker to empty the personal cache. */
export const SW_CLEAR_PERSONAL = 'narate:clear-personal';

export const SESSION_API_PATH = '/api/auth/session';

/** True for the API reads that belong to the signed-in shopper and may be read offline. */
export function isPersonalApiPath(pathname: string): boolean {
  return pathname === SESSION_API_PATH || pathname === '/api/me' || pathname.startsWith('/api/me/');
}
