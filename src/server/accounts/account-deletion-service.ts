import { checkCredentials } from '../auth/login-service';
import { keepCreditHistory } from '../credit/credit-history';
import { lockCreditRow } from '../credit/repository';
import { conflict, errorText, HttpError } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { deleteSavedCard } from '../saved-cards/repository';
import type { ServiceDeps } from '../service-deps';
import { deleteUserRows, hasOutstandingBalance } from './account-deletion-repository';

export const WRONG_PASSWORD_MESSAGE = errorText('wrong_password');
export const OUTSTANDING_BALANCE_MESSAGE = errorText('outstanding_balance');

/**
 * Deletes the account after the password is confirmed (wrong guesses count towards the login
 * lockout). Profile, score, purchases and sessions go with it (ON DELETE CASCADE), and so do
 * the copies of messages already sent to the account's addresses.
 *
 * "Nothing owed" is checked inside the deleting transaction with the shopper's credit row locked:
 * every purchase takes that lock too, so none can be approved between the check and the delete
 * (which would leave a debt without a debtor).
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
