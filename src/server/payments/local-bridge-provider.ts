// With CARD_ACQUIRER=local, the checkout and the instalment payment take the card in the local
// acquirer's card fields, while saving a card and the withdrawal still post a typed card to the
// in-process sandbox until they move to the card fields too. This provider sends each call where
// its money is: card-fields payments and the cards they kept to the local acquirer (through the
// same Monri provider production uses), typed cards and their saved tokens to the sandbox.
import type { MonriPaymentProvider } from './monri/provider';
import {
  ProviderUnavailableError,
  type LookupResult,
  type PaymentProvider,
  type PaymentSource,
} from './provider';
import type { SandboxPaymentProvider } from './sandbox-provider';

/** The sandbox's charge ids; any other charge id is the acquirer's. */
const SANDBOX_CHARGE_PREFIX = 'ch_test_';

/** A saved card the acquirer keeps: `<pan token>~<first transaction id>`; the sandbox's have no `~`. */
function isAcquirerToken(token: string): boolean {
  return token.includes('~');
}

function goesToAcquirer(source: PaymentSource): boolean {
  if ('paymentId' in source) return true;
  return 'token' in source && isAcquirerToken(source.token);
}

export function localBridgeProvider(
  sandbox: SandboxPaymentProvider,
  acquirer: MonriPaymentProvider,
): PaymentProvider {
  return {
    name: sandbox.name,
    charge: (key, amountCents, source) =>
      goesToAcquirer(source)
        ? acquirer.charge(key, amountCents, source)
        : sandbox.charge(key, amountCents, source),
    refund: (key, chargeId, amountCents) =>
      chargeId.startsWith(SANDBOX_CHARGE_PREFIX)
        ? sandbox.refund(key, chargeId, amountCents)
        : acquirer.refund(key, chargeId, amountCents),
    async lookup(key): Promise<LookupResult> {
      const known = await sandbox.lookup(key);
      if (known.found) return known;
      try {
        return await acquirer.lookup(key);
      } catch (error) {
        // A card-fields "charge" only reads the payment the shopper already made, so reading it
        // again later is harmless: an unreachable local acquirer means "not received" here.
        if (error instanceof ProviderUnavailableError) return known;
        throw error;
      }
    },
    async statement() {
      const own = await sandbox.statement();
      try {
        return [...own, ...(await acquirer.statement())];
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return own;
        throw error;
      }
    },
    // The sandbox's statement is read in pages from where reconciliation stopped; the
    // acquirer's, which has no pages, whole.
    statementPage: (after, limit) => sandbox.statementPage(after, limit),
    async unpagedStatement() {
      try {
        return await acquirer.statement();
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return [];
        throw error;
      }
    },
    tokenize: (card) => sandbox.tokenize(card),
    forgetCard: (token) =>
      isAcquirerToken(token) ? acquirer.forgetCard(token) : sandbox.forgetCard(token),
    startCardPayment: (input) => acquirer.startCardPayment(input),
    cardPaymentKey: (paymentId) => acquirer.cardPaymentKey(paymentId),
    savedCardFromPayment: (paymentId) => acquirer.savedCardFromPayment(paymentId),
  };
}
