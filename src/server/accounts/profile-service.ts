import type { ProfileView } from '#shared/account';
import type { ProfileData } from '#shared/validation/profile-schema';
import { notFound } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { findProfileRow, updateProfileText, updateUserLocale } from './account-repository';
import type { Locale } from '#shared/i18n/catalogue';
import { hasCompleteIdentity } from '../rules/decision';
import { maskedStoredJmbg } from './jmbg-mask';

export async function getProfile(deps: ServiceDeps, userId: string): Promise<ProfileView> {
  const row = await findProfileRow(deps.db, userId);
  if (!row) throw notFound();
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    bio: row.bio,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    jmbgMasked: maskedStoredJmbg(deps.encryption, row.jmbg_encrypted),
    identityComplete: hasCompleteIdentity(row),
    emailVerified: row.email_verified,
    phoneVerified: row.phone_verified,
    newsletterOptedIn: row.newsletter_opted_in,
    locale: row.locale,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Changes only what the profile form owns: display name and bio (empty becomes null, absent
 * stays as it is). ProfileSchema has already dropped every other field a request may carry.
 */
export async function updateProfile(
  deps: ServiceDeps,
  userId: string,
  input: ProfileData,
): Promise<ProfileView> {
  const changes: { display_name?: string | null; bio?: string | null } = {};
  if (input.display_name !== undefined) changes.display_name = input.display_name;
  if (input.bio !== undefined) changes.bio = input.bio;
  await updateProfileText(deps.db, userId, changes);
  return getProfile(deps, userId);
}

/** The language of everything sent to the account from now on. */
export async function updateLocale(
  deps: ServiceDeps,
  userId: string,
  locale: Locale,
): Promise<ProfileView> {
  await updateUserLocale(deps.db, userId, locale);
  return getProfile(deps, userId);
}
