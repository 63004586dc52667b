import type { CheckoutSessionStatus } from '#shared/purchase-api';

/** An open session past its expiry is expired, whether or not a job has marked it yet. */
export function effectiveSessionStatus(
  row: { status: CheckoutSessionStatus; expires_at: Date },
  now: Date,
): CheckoutSessionStatus {
  return row.status === 'open' && row.expires_at.getTime() <= now.getTime()
    ? 'expired'
    : row.status;
}
