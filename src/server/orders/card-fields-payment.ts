// A payment the shopper completed in the acquirer's card fields, as a confirmation names it: only
// its id reaches NaRate, and the acquirer's signed API tells which attempt it was opened for.
import { errorText, HttpError } from '../http/errors';
import {
  CARD_FAILURE_MESSAGES,
  ProviderUnavailableError,
  type CardFieldsPaymentSource,
  type PaymentProvider,
} from '../payments/provider';

const ATTEMPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A card-fields payment the shopper says they completed: the attempt id it was opened with (the
 * acquirer tells its order number over the signed API, so a browser cannot choose it) and the
 * source its charge reads. 402 for a payment the acquirer does not know or that was not finished.
 */
export async function cardFieldsPayment(
  provider: PaymentProvider,
  paymentId: string,
): Promise<{ attemptId: string; card: CardFieldsPaymentSource }> {
  if (!provider.cardPaymentKey) {
    throw new HttpError(503, 'card_fields_unavailable', errorText('card_fields_unavailable'));
  }
  let key: string | null;
  try {
    key = await provider.cardPaymentKey(paymentId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    throw new HttpError(503, 'card_fields_unavailable', errorText('card_fields_unavailable'));
  }
  if (!key || !ATTEMPT_ID.test(key)) {
    throw new HttpError(402, 'card_declined', CARD_FAILURE_MESSAGES.card_declined);
  }
  return { attemptId: key, card: { paymentId } };
}
