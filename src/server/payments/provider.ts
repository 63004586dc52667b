// The payment provider the app charges cards through. Only the built-in sandbox exists (test
// mode); a real acquirer implements the same PaymentProvider interface and is passed to buildApp.
import { randomUUID } from 'node:crypto';
import {
  TestPaymentProvider,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type RefundResult,
} from '../engine/payment-provider';

/** The name stored with each charge. */
export const SANDBOX_PROVIDER_NAME = 'narate_test';

/**
 * The sandbox as the running app uses it. The sandbox keeps its charges in memory, so after a
 * restart it no longer knows charges the database does; NaRate's own records (payments, with
 * what was refunded of each) have already checked the amount before a refund reaches here, so a
 * refund of a sandbox charge it forgot is accepted rather than stranding the merchant's refund.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER_NAME;
  private readonly sandbox: TestPaymentProvider;

  constructor(now: () => Date = () => new Date()) {
    this.sandbox = new TestPaymentProvider(now);
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.sandbox.charge(request);
  }

  async refund(chargeId: string, amountCents: number): Promise<RefundResult> {
    const result = await this.sandbox.refund(chargeId, amountCents);
    if (!result.ok && result.code === 'charge_not_found' && chargeId.startsWith('ch_test_')) {
      return { ok: true, refundId: `re_test_${randomUUID()}` };
    }
    return result;
  }
}

export interface NamedPaymentProvider extends PaymentProvider {
  readonly name: string;
}
