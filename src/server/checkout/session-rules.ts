// Small rules about checkout sessions shared by the merchant API and the hosted checkout.
import type { Selectable } from 'kysely';
import type { CheckoutSessionStatus, LineItem } from '#shared/purchase-api';
import type { CheckoutSessionsTable } from '../db/schema';
import { HttpError, type ErrorCode } from '../http/errors';

export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

export { effectiveSessionStatus } from '../rules/session-status';

/** line_items as stored (the API's snake_case), read back defensively. */
export function parseLineItems(value: unknown): LineItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { name, quantity, unit_amount_cents } = (item ?? {}) as Record<string, unknown>;
    return typeof name === 'string' &&
      typeof quantity === 'number' &&
      typeof unit_amount_cents === 'number'
      ? [{ name, quantity, unitAmountCents: unit_amount_cents }]
      : [];
  });
}

const NOT_OPEN: Record<Exclude<CheckoutSessionStatus, 'open'>, ErrorCode> = {
  completed: 'session_completed',
  expired: 'session_expired',
  cancelled: 'session_cancelled',
};

/** 409 with a stable code unless the session is still open. */
export function assertSessionOpen(status: CheckoutSessionStatus): void {
  if (status === 'open') return;
  throw new HttpError(409, NOT_OPEN[status]);
}

/** The success URL with ?order=<id>, keeping the merchant's own query parameters. */
export function successRedirectUrl(successUrl: string, orderId: string): string {
  const url = new URL(successUrl);
  url.searchParams.set('order', orderId);
  return url.toString();
}
