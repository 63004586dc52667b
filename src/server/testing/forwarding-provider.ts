// A provider that hands every call to another one (the run's local acquirer through the Monri
// provider): tests extend it to break one call on purpose (an outage, a silent network, a lost
// answer) while the rest behaves as the app's own provider does.
import type {
  AuthorizationRelease,
  ChargeResult,
  LookupResult,
  PaymentProvider,
  PaymentSource,
  RefundResult,
  StartedCardPayment,
  StatementEntry,
  TokenizeResult,
} from '../payments/provider';

export class ForwardingProvider implements PaymentProvider {
  readonly name: string = 'monri';
  /** Set once the test app (and so its acquirer settings) is ready. */
  inner!: PaymentProvider;

  charge(key: string, amountCents: number, card: PaymentSource): Promise<ChargeResult> {
    return this.inner.charge(key, amountCents, card);
  }
  refund(key: string, chargeId: string, amountCents: number): Promise<RefundResult> {
    return this.inner.refund(key, chargeId, amountCents);
  }
  lookup(key: string): Promise<LookupResult> {
    return this.inner.lookup(key);
  }
  statement(): Promise<StatementEntry[]> {
    return this.inner.statement();
  }
  async forgetCard(token: string): Promise<void> {
    await this.inner.forgetCard?.(token);
  }
  startCardPayment(input: {
    key: string;
    amountCents: number;
    description: string;
    saveCard: boolean;
    verify?: boolean;
    authorize?: boolean;
  }): Promise<StartedCardPayment> {
    if (!this.inner.startCardPayment) throw new Error('no card fields');
    return this.inner.startCardPayment(input);
  }
  async voidAuthorization(key: string): Promise<AuthorizationRelease> {
    return this.inner.voidAuthorization ? this.inner.voidAuthorization(key) : 'none';
  }
  async cardPaymentKey(paymentId: string): Promise<string | null> {
    return this.inner.cardPaymentKey ? this.inner.cardPaymentKey(paymentId) : null;
  }
  savedCardFromPayment(paymentId: string): Promise<TokenizeResult> {
    if (!this.inner.savedCardFromPayment) throw new Error('no card fields');
    return this.inner.savedCardFromPayment(paymentId);
  }
}
