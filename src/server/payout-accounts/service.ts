// Changing where a merchant's payouts go. Redirecting a merchant's money is what an account
// takeover is for, so a change needs three things: the signed-in merchant user, their password
// (wrong guesses count towards the login lockout) and a code sent to their email. Only the code
// makes the new account the merchant's, and from then its payouts wait 24 hours, so the
// merchant's people (all of them are emailed) have time to notice a change none of them made.
import { randomInt, randomUUID } from 'node:crypto';
import type { MerchantPayoutAccountState } from '#shared/admin-api';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/catalogue';
import { maskIban } from '#shared/iban';
import type { PayoutAccount } from '#shared/validation/payout-account-schema';
import { recordAudit } from '../audit/record';
import { checkCredentials } from '../auth/login-service';
import { HttpError } from '../http/errors';
import { payoutAccountView } from '../merchants/payout-account-view';
import type { ServiceDeps } from '../service-deps';
import { payoutAccountChangedEmail, payoutChangeCodeEmail } from './emails';
import {
  applyChange,
  cancelOpenChanges,
  countWrongAttempt,
  findMerchantPayoutAccount,
  findOpenChange,
  insertChange,
  merchantUserEmails,
  type StoredPayoutAccount,
} from './repository';

/** A code lives 30 minutes and allows 5 wrong tries: 5 guesses of 900 000 per request. */
export const CHANGE_CODE_TTL_MS = 30 * 60_000;
export const MAX_WRONG_CODES = 5;
/** How long payouts wait after the account changed. */
export const PAYOUT_HOLD_HOURS = 24;

const HASH_PURPOSE = 'payout-account-change';

export type PayoutAccountState = MerchantPayoutAccountState;

interface Actor {
  merchantId: string;
  userId: string;
  email: string;
}

function codeHash(deps: ServiceDeps, changeId: string, code: string): string {
  // The request's id is part of the hashed text, so a hash is useless for any other request.
  return deps.encryption.keyedHash(HASH_PURPOSE, `${changeId}\n${code}`);
}

function maskedAccount(account: {
  holder: string | null;
  iban: string | null;
  bic: string | null;
}): Record<string, unknown> {
  return {
    accountHolder: account.holder,
    iban: account.iban ? maskIban(account.iban) : null,
    bic: account.bic,
  };
}

function storedAccount(row: StoredPayoutAccount) {
  return { holder: row.payout_account_holder, iban: row.payout_iban, bic: row.payout_bic };
}

/** A moment in Podgorica's time, for emails: "27. 11. 2026. 10:15" or "27/11/2026, 10:15". */
export function formatHoldTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Podgorica',
  }).format(date);
}

export async function payoutAccountState(
  deps: ServiceDeps,
  merchantId: string,
): Promise<PayoutAccountState> {
  const row = await findMerchantPayoutAccount(deps.db, merchantId);
  const open = await findOpenChange(deps.db, merchantId);
  const held = row.payouts_held_until;
  return {
    account: payoutAccountView(row),
    payoutsHeldUntil: held && held.getTime() > Date.now() ? held.toISOString() : null,
    pendingChange:
      open && open.expires_at.getTime() > Date.now()
        ? {
            ibanMasked: maskIban(open.iban),
            accountHolder: open.account_holder,
            expiresAt: open.expires_at.toISOString(),
          }
        : null,
  };
}

async function checkPassword(deps: ServiceDeps, actor: Actor, password: string): Promise<void> {
  try {
    // Counted per account rather than per client address: the caller is already signed in.
    await checkCredentials(deps, actor.email, password, `user:${actor.userId}`);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      throw new HttpError(401, 'wrong_password');
    }
    throw error;
  }
}

/**
 * Checks the password, replaces any open request with this one and emails its code to the user
 * who asked. Nothing about the merchant's account changes yet.
 */
export async function requestPayoutAccountChange(
  deps: ServiceDeps,
  actor: Actor,
  input: { account: PayoutAccount; password: string; locale: Locale },
): Promise<PayoutAccountState> {
  await checkPassword(deps, actor, input.password);
  const { account } = input;
  await deps.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantPayoutAccount(trx, actor.merchantId, { lock: true });
    await cancelOpenChanges(trx, actor.merchantId);
    const id = randomUUID();
    const code = String(randomInt(100_000, 1_000_000));
    await insertChange(trx, {
      id,
      merchantId: actor.merchantId,
      userId: actor.userId,
      accountHolder: account.accountHolder,
      iban: account.iban,
      bic: account.bic,
      codeHash: codeHash(deps, id, code),
      expiresAt: new Date(Date.now() + CHANGE_CODE_TTL_MS),
    });
    await recordAudit(trx, {
      actorId: actor.userId,
      action: 'merchant.payout_account_change_requested',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before: maskedAccount(storedAccount(merchant)),
      after: maskedAccount({ holder: account.accountHolder, iban: account.iban, bic: account.bic }),
    });
    await deps.notifier.email(
      trx,
      actor.email,
      payoutChangeCodeEmail(input.locale, {
        merchantName: merchant.name,
        ibanMasked: maskIban(account.iban),
        code,
      }),
    );
  });
  return payoutAccountState(deps, actor.merchantId);
}

/**
 * The code from the email makes the requested account the merchant's, holds payouts for 24 hours,
 * audits the change (IBANs masked) and tells every user of the merchant. Five wrong codes void the
 * request.
 */
export async function confirmPayoutAccountChange(
  deps: ServiceDeps,
  actor: Actor,
  input: { code: string; locale: Locale },
): Promise<PayoutAccountState> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const merchant = await findMerchantPayoutAccount(trx, actor.merchantId, { lock: true });
    const change = await findOpenChange(trx, actor.merchantId, { lock: true });
    if (!change) throw new HttpError(404, 'payout_change_not_found');
    if (change.expires_at.getTime() <= Date.now()) {
      await countWrongAttempt(trx, change.id, change.wrong_attempts, true);
      return 'expired' as const;
    }
    const expected = change.code_hash;
    if (!deps.encryption.hashesEqual(codeHash(deps, change.id, input.code), expected)) {
      const attempts = change.wrong_attempts + 1;
      await countWrongAttempt(trx, change.id, attempts, attempts >= MAX_WRONG_CODES);
      return attempts >= MAX_WRONG_CODES ? ('locked' as const) : ('wrong' as const);
    }
    const heldUntil = await applyChange(trx, change, PAYOUT_HOLD_HOURS);
    await recordAudit(trx, {
      actorId: actor.userId,
      action: 'merchant.payout_account_changed',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before: maskedAccount(storedAccount(merchant)),
      after: {
        ...maskedAccount({ holder: change.account_holder, iban: change.iban, bic: change.bic }),
        payoutsHeldUntil: heldUntil.toISOString(),
      },
    });
    for (const email of await merchantUserEmails(trx, actor.merchantId)) {
      await deps.notifier.email(
        trx,
        email,
        payoutAccountChangedEmail(input.locale, {
          merchantName: merchant.name,
          ibanMasked: maskIban(change.iban),
          heldUntil: formatHoldTime(heldUntil, input.locale),
        }),
      );
    }
    return 'confirmed' as const;
  });
  // A wrong try is counted even though the request is refused, so it is committed first.
  if (outcome === 'expired') throw new HttpError(410, 'code_expired');
  if (outcome === 'locked') throw new HttpError(429, 'code_locked');
  if (outcome === 'wrong') throw new HttpError(400, 'wrong_code');
  return payoutAccountState(deps, actor.merchantId);
}

/** Drops the open request, if any (a merchant who changed their mind). */
export async function discardPayoutAccountChange(
  deps: ServiceDeps,
  merchantId: string,
): Promise<PayoutAccountState> {
  await cancelOpenChanges(deps.db, merchantId);
  return payoutAccountState(deps, merchantId);
}
