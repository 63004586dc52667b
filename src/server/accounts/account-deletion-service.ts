import { checkCredentials } from '../auth/login-service';
import { keepCreditHistory } from '../credit/credit-history';
import { lockCreditRow } from '../credit/repository';
import { conflict, errorText, HttpError } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { deleteSavedCard } from '../saved-cards/repository';
import type { ServiceDeps } from '../service-deps';
import {
  deleteUserRows,
  hasOutstandingBalance,
  hasPendingPayment,
  lockUserForDeletion,
} from './account-deletion-repository';

export const WRONG_PASSWORD_MESSAGE = errorText('wrong_password');
export const OUTSTANDING_BALANCE_MESSAGE = errorText('outstanding_balance');
export const DELETION_PAYMENT_PENDING_MESSAGE = errorText('deletion_payment_pending');

/**
 * Deletes the account after the password is confirmed (wrong guesses count towards the login
 * lockout). Profile, score, purchases and sessions go with it (ON DELETE CASCADE), and so do
 * the copies of messages already sent to the account's addresses.
 *
 * "Nothing owed" is checked inside the deleting transaction with the shopper's credit row locked:
 * every purchase takes that lock too, so none can be approved between the check and the delete
 * (which would leave a debt without a debtor).
 *
 * No payment of the account may be in flight either: a checkout charged at the card but not yet
 * booked would find no shopper to book its order to. The user's row is locked first (a new
 * payment attempt references it, so none can start between the check and the delete) and any
 * pending attempt refuses the deletion until it has settled.
 *
 * A saved card is forgotten at the payment provider too, after the commit (a provider call never
 * runs inside a transaction): a deleted account leaves no card behind anywhere.
 */
export async function deleteAccount(
  deps: ServiceDeps & { provider: PaymentProvider },
  user: { id: string; email: string },
  password: string,
): Promise<void> {
  try {
    // Counted per account rather than per client address: the caller is already signed in.
    await checkCredentials(deps, user.email, password, `user:${user.id}`);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      throw new HttpError(401, 'wrong_password', WRONG_PASSWORD_MESSAGE);
    }
    throw error;
  }
  const cardToken = await deps.db.transaction().execute(async (trx) => {
    await lockCreditRow(trx, user.id);
    await lockUserForDeletion(trx, user.id);
    if (await hasPendingPayment(trx, user.id)) {
      throw conflict(DELETION_PAYMENT_PENDING_MESSAGE, 'deletion_payment_pending');
    }
    if (await hasOutstandingBalance(trx, user.id)) {
      throw conflict(OUTSTANDING_BALANCE_MESSAGE, 'outstanding_balance');
    }
    const token = await deleteSavedCard(trx, user.id);
    // The credit history stays, by JMBG hash, for a signing up again (credit-history.ts).
    await keepCreditHistory(trx, user.id, new Date());
    await deleteUserRows(trx, user.id, user.email);
    return token;
  });
  if (cardToken && deps.provider.forgetCard) {
    try {
      await deps.provider.forgetCard(cardToken);
    } catch (error) {
      // The account is gone either way; the token charges nothing without its saved_cards row.
      deps.log.warn({ err: error }, 'saved card of a deleted account not forgotten at provider');
    }
  }
}
