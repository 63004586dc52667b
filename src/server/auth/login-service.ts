import { fillTemplate } from '../../shared/i18n/format';
import { errorText, HttpError } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { admitAttempt, clearFailedLogins, findLockedUntil } from './login-repository';
import { dummyPasswordHash, verifyPassword } from './password-hashing';

/** After this many wrong passwords in a row the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export const INVALID_CREDENTIALS_MESSAGE = errorText('invalid_credentials');
export const BLOCKED_MESSAGE = errorText('account_blocked');
export const LOCKED_MESSAGE = fillTemplate(errorText('login_locked'), { minutes: LOCK_MINUTES });
const lockedError = () =>
  new HttpError(429, 'login_locked', LOCKED_MESSAGE, { minutes: LOCK_MINUTES });

/** Checks credentials with lockout; returns the user id or throws a 401/403/429 HttpError. */
export async function checkCredentials(
  deps: ServiceDeps,
  email: string,
  password: string,
): Promise<string> {
  const user = await admitAttempt(deps.db, email, new Date(), {
    maxFailedLogins: MAX_FAILED_LOGINS,
    lockMinutes: LOCK_MINUTES,
  });
  if (!user) {
    // Same work as a real check, so response time does not tell which emails exist.
    await verifyPassword(password, await dummyPasswordHash());
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!user.admitted) throw lockedError();
  const ok = await verifyPassword(password, user.passwordHash);
  if (!ok) {
    const lockedUntil = await findLockedUntil(deps.db, user.id);
    if (lockedUntil && lockedUntil > new Date()) {
      throw lockedError();
    }
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.blockedAt) throw new HttpError(403, 'account_blocked', BLOCKED_MESSAGE);
  await clearFailedLogins(deps.db, user.id);
  return user.id;
}
