// Completing the identity of an account made without one. Partner approval makes the merchant's
// contact a user with no JMBG and no phone; credit needs both, so such an account records them
// once, under the same rules as sign-up: the JMBG encrypted and keyed-hashed, one account per
// JMBG, and a JMBG held by another account refused with sign-up's generic answer while its owner
// is told by email.
import type { ProfileView } from '#shared/account';
import { findLocaleByEmail } from '../notifications/recipient-locale';
import type { IdentityData } from '#shared/validation/identity-schema';
import { signupDisplayName } from '#shared/validation/signup-schema';
import { conflict, errorText, notFound } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { identityWithTakenJmbg } from './emails/signup-attempt-email';
import { identityConflictOf, jmbgHash } from './identity';
import { findJmbgOwnerEmail, lockProfileIdentity, setProfileIdentity } from './identity-repository';
import { getProfile } from './profile-service';
import { SIGNUP_REFUSED_MESSAGE } from './signup-service';

const identityRefused = () => conflict(SIGNUP_REFUSED_MESSAGE, 'signup_refused');
const alreadyComplete = () =>
  conflict(errorText('identity_already_complete'), 'identity_already_complete');

/**
 * Records names, phone and JMBG on an account that has no JMBG yet. A JMBG, once recorded, is
 * changed only through support: letting an account swap it would undo "one person, one account".
 */
export async function completeIdentity(
  deps: ServiceDeps,
  userId: string,
  input: IdentityData,
): Promise<ProfileView> {
  const hash = jmbgHash(deps.encryption, input.jmbg);
  let outcome: 'recorded' | 'refused';
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      // Locked, so two submits of one account cannot both pass the check below.
      const profile = await lockProfileIdentity(trx, userId);
      if (!profile) throw notFound();
      if (profile.jmbg_hash !== null || profile.jmbg_encrypted !== null) throw alreadyComplete();
      const owner = await findJmbgOwnerEmail(trx, hash);
      if (owner) {
        await deps.notifier.email(
          trx,
          owner,
          identityWithTakenJmbg({
            appUrl: deps.config.appUrl,
            locale: await findLocaleByEmail(trx, owner),
          }),
        );
        return 'refused';
      }
      await setProfileIdentity(trx, userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: profile.display_name ?? signupDisplayName(input.firstName, input.lastName),
        phone: input.phone,
        // A verified number stays verified only if it is the one already proven.
        phoneVerified: profile.phone_verified && profile.phone === input.phone,
        jmbgEncrypted: deps.encryption.encrypt(input.jmbg),
        jmbgHash: hash,
      });
      return 'recorded';
    });
  } catch (error) {
    // Another account recorded the same JMBG (or verified phone) at the same moment.
    if (identityConflictOf(error)) throw identityRefused();
    throw error;
  }
  // Answered after the commit, which keeps the owner's notice queued.
  if (outcome === 'refused') throw identityRefused();
  return getProfile(deps, userId);
}
