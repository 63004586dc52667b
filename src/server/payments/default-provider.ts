// The one card path: the Monri provider, pointed at Monri (CARD_ACQUIRER=monri, production's
// only choice) or at the local acquirer that speaks its protocol; only the base URL and the keys
// differ. The app, the ledger check and the reconciliation all ask the same acquirer.
import type { AppConfig } from '../config';
import { MonriPaymentProvider } from './monri/provider';
import type { PaymentProvider } from './provider';

export function defaultPaymentProvider(config: Pick<AppConfig, 'card'>): PaymentProvider {
  return new MonriPaymentProvider({
    baseUrl: config.card.baseUrl,
    merchantKey: config.card.merchantKey,
    authenticityToken: config.card.authenticityToken,
  });
}
