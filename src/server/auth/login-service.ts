import ipaddr from 'ipaddr.js';
import { fillTemplate } from '#shared/i18n/format';
import { errorText, HttpError } from '../http/errors';
import type { Encryption } from '../security/encryption';
import type { ServiceDeps } from '../service-deps';
import {
  clearAccountThrottles,
  clearAttempt,
  countAttempt,
  findUserForLogin,
} from './login-repository';
import { dummyPasswordHash, verifyPassword } from './password-hashing';

/**
 * After this many wrong passwords in a row for one email from one client address, that address
 * waits LOCK_MINUTES before it may try the email again. Other addresses (the owner's) are not
 * affected, so a stranger who knows the email cannot lock its owner out.
 */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
/**
 * Wrong passwords one client address may send over all emails before it waits LOCK_MINUTES:
 * enough for a household or an office behind one address, too few to guess at scale.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 30;
/** The address's own count is kept under the empty account key. */
const ADDRESS_ONLY = '';

export const INVALID_CREDENTIALS_MESSAGE = errorText('invalid_credentials');
export const BLOCKED_MESSAGE = errorText('account_blocked');
export const LOCKED_MESSAGE = fillTemplate(errorText('login_locked'), { minutes: LOCK_MINUTES });
const lockedError = () =>
  new HttpError(429, 'login_locked', LOCKED_MESSAGE, { minutes: LOCK_MINUTES });
/**
 * A wrong password says how many tries are left before the lock (the last of them, if wrong, is
 * answered locked), so nobody is locked out without warning. An unknown email is counted and
 * answered the same way, so the number tells nothing about which emails have accounts.
 */
const invalidCredentials = (attemptsLeft: number) =>
  new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE, { attemptsLeft });

/**
 * The typed email as a keyed hash: counts are kept for emails with and without an account alike,
 * and the table does not hold the addresses people typed.
 */
export function loginAccountKey(encryption: Encryption, email: string): string {
  return encryption.keyedHash('login-throttle', email.trim().toLowerCase());
}

/**
 * The client address a count is kept for: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so single addresses would give unlimited tries).
 */
export function loginAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, 64) || 'unknown';
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * Checks credentials; returns the user id or throws a 401/403/429 HttpError. Known and unknown
 * emails take the same steps (the same counts, the same scrypt work, the same answers), so
 * neither the answers nor their timing tell which emails have accounts.
 */
export async function checkCredentials(
  deps: ServiceDeps,
  email: string,
  password: string,
  ip: string,
): Promise<string> {
  const now = new Date();
  const address = loginAddressKey(ip);
  const pair = { accountKey: loginAccountKey(deps.encryption, email), address };
  const rules = { maxAttempts: MAX_FAILED_LOGINS, lockMinutes: LOCK_MINUTES };
  const [pairCount, addressCount] = await Promise.all([
    countAttempt(deps.db, pair, now, rules),
    countAttempt(deps.db, { accountKey: ADDRESS_ONLY, address }, now, {
      maxAttempts: MAX_FAILED_LOGINS_PER_ADDRESS,
      lockMinutes: LOCK_MINUTES,
    }),
  ]);
  if (!pairCount.admitted || !addressCount.admitted) throw lockedError();
  const user = await findUserForLogin(deps.db, email);
  // Without an account the same scrypt work is done, so response time tells nothing either.
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    // The attempt that took the last number is answered as locked, as every later one will be.
    if (pairCount.attempts >= MAX_FAILED_LOGINS) throw lockedError();
    if (addressCount.attempts >= MAX_FAILED_LOGINS_PER_ADDRESS) throw lockedError();
    throw invalidCredentials(
      Math.min(
        MAX_FAILED_LOGINS - pairCount.attempts,
        MAX_FAILED_LOGINS_PER_ADDRESS - addressCount.attempts,
      ),
    );
  }
  if (user.blocked_at) throw new HttpError(403, 'account_blocked', BLOCKED_MESSAGE);
  await clearAttempt(deps.db, pair, ADDRESS_ONLY);
  return user.id;
}

/** A new password set through a reset link lifts the email's locks on every address. */
export async function clearLoginLocks(deps: Pick<ServiceDeps, 'db' | 'encryption'>, email: string) {
  await clearAccountThrottles(deps.db, loginAccountKey(deps.encryption, email));
}
