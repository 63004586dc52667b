// Reads for the merchant area: who the merchant is and its totals from orders and the ledger.
import type { FastifyRequest } from 'fastify';
import type { MerchantProfileView, MerchantTotals } from '#shared/purchase-api';
import { requireRole } from '../auth/permissions';
import { errorMessage, forbidden } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { findMerchantOfUser, ledgerSums, orderSums } from './area-repository';

export const NO_MERCHANT_MESSAGE = errorMessage('no_merchant');

/** The signed-in merchant user's merchant (the first they were linked to); 401/403 otherwise. */
export async function requireMerchant(
  deps: ServiceDeps,
  request: FastifyRequest,
): Promise<MerchantProfileView & { userId: string }> {
  const user = await requireRole(request, 'merchant');
  const merchant = await findMerchantOfUser(deps.db, user.id);
  if (!merchant) throw forbidden(NO_MERCHANT_MESSAGE);
  return {
    userId: user.id,
    id: merchant.id,
    name: merchant.name,
    pricingTier: merchant.pricing_tier,
    feeBasisPoints: merchant.fee_basis_points,
    status: merchant.status,
  };
}

/** Fees, payouts and recoveries are booked with signs; the totals show them as amounts. */
export async function merchantTotals(
  deps: ServiceDeps,
  merchantId: string,
): Promise<MerchantTotals> {
  const orders = await orderSums(deps.db, merchantId);
  const ledger = await ledgerSums(deps.db, merchantId);
  const paidOut = -Number(ledger.paid_out);
  const recovered = Number(ledger.recovered);
  return {
    ordersCount: Number(orders.n),
    grossCents: Number(orders.gross),
    refundedCents: Number(orders.refunded),
    feesCents: -Number(ledger.fees),
    paidOutCents: paidOut,
    recoveredCents: recovered,
    netPaidOutCents: paidOut - recovered,
  };
}
