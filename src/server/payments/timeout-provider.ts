// Every call to the payment provider gets a hard time limit. A card network that never answers
// must not hold a request (or the recovery job) forever, and, more importantly, recovery treats a
// pending charge the provider has not seen as never made once its attempt is RECOVERY_AFTER_MS
// old: a request still waiting on the provider by then could charge a card whose attempt was
// already given up. A call that has not answered within the limit is a lost answer
// (ProviderUnavailableError): the attempt stays pending and lookup / recovery settle it.
import {
  ProviderUnavailableError,
  type CardDetails,
  type PaymentProvider,
  type PaymentSource,
} from './provider';

/**
 * The limit of one provider call. A request makes at most a call and a lookup after a lost answer,
 * so two limits stay well under recovery's 60 s (checked by the recovery tests).
 */
export const PROVIDER_TIMEOUT_MS = 20_000;

function withinLimit<T>(call: () => Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ProviderUnavailableError(`The payment provider did not answer ${what} in ${ms} ms`),
      );
    }, ms);
    let pending: Promise<T>;
    try {
      pending = call();
    } catch (error) {
      clearTimeout(timer);
      reject(error);
      return;
    }
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The provider with each call limited to `timeoutMs`; a late answer counts as lost. */
export function withProviderTimeout(
  provider: PaymentProvider,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): PaymentProvider {
  const limited: PaymentProvider = {
    name: provider.name,
    charge: (key: string, amountCents: number, card: PaymentSource) =>
      withinLimit(() => provider.charge(key, amountCents, card), timeoutMs, 'a charge'),
    refund: (key: string, chargeId: string, amountCents: number) =>
      withinLimit(() => provider.refund(key, chargeId, amountCents), timeoutMs, 'a refund'),
    lookup: (key: string) => withinLimit(() => provider.lookup(key), timeoutMs, 'a lookup'),
    // Reading the statement moves no money and may be long: reconciliation waits for it.
    statement: () => provider.statement(),
  };
  const { statementPage, unpagedStatement } = provider;
  if (statementPage) {
    limited.statementPage = (after, limit) => statementPage.call(provider, after, limit);
  }
  if (unpagedStatement) limited.unpagedStatement = () => unpagedStatement.call(provider);
  const { tokenize, forgetCard } = provider;
  if (tokenize) {
    limited.tokenize = (card: CardDetails) =>
      withinLimit(() => tokenize.call(provider, card), timeoutMs, 'saving a card');
  }
  if (forgetCard) {
    limited.forgetCard = (token: string) =>
      withinLimit(() => forgetCard.call(provider, token), timeoutMs, 'forgetting a card');
  }
  const { startCardPayment, savedCardFromPayment, cardPaymentKey, voidAuthorization } = provider;
  if (voidAuthorization) {
    limited.voidAuthorization = (key: string) =>
      withinLimit(() => voidAuthorization.call(provider, key), timeoutMs, 'a void');
  }
  if (cardPaymentKey) {
    limited.cardPaymentKey = (paymentId: string) =>
      withinLimit(() => cardPaymentKey.call(provider, paymentId), timeoutMs, 'reading a payment');
  }
  if (startCardPayment) {
    limited.startCardPayment = (input) =>
      withinLimit(() => startCardPayment.call(provider, input), timeoutMs, 'opening a payment');
  }
  if (savedCardFromPayment) {
    limited.savedCardFromPayment = (paymentId: string) =>
      withinLimit(() => savedCardFromPayment.call(provider, paymentId), timeoutMs, 'saving a card');
  }
  return limited;
}
