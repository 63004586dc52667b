// Charging a card inside an engine step. The charge runs inside the database transaction that
// records it (the shopper's rows stay locked for the short provider call), so a declined card
// changes nothing; if the transaction then fails after the card was charged, the charge is
// refunded at once (compensation) so the shopper never pays for something NaRate did not record.
import type { FastifyBaseLogger } from 'fastify';
import type { CardSummary } from '../../shared/card';
import type { CardDetails } from '../engine/payment-provider';
import { HttpError } from '../http/errors';
import type { NamedPaymentProvider } from './provider';

export interface CompletedCharge {
  provider: string;
  chargeId: string;
  amountCents: number;
  card: CardSummary;
  idempotencyKey: string;
}

/** Charges the card or throws 402 with the provider's code and Montenegrin message. */
export async function chargeCard(
  provider: NamedPaymentProvider,
  request: { amountCents: number; card: CardDetails; description: string; idempotencyKey: string },
): Promise<CompletedCharge> {
  const result = await provider.charge(request);
  if (!result.ok) throw new HttpError(402, result.code, result.message);
  return {
    provider: provider.name,
    chargeId: result.chargeId,
    amountCents: request.amountCents,
    card: result.card,
    idempotencyKey: request.idempotencyKey,
  };
}

/** A slot the transaction fills once the card is charged, read by the compensation. */
export interface ChargeSlot {
  charge: CompletedCharge | null;
}

/**
 * Runs a step that may charge a card; when the step fails after charging, refunds the charge
 * (best effort, logged when even that fails) and rethrows.
 */
export async function withChargeCompensation<T>(
  provider: NamedPaymentProvider,
  log: FastifyBaseLogger | undefined,
  step: (slot: ChargeSlot) => Promise<T>,
): Promise<T> {
  const slot: ChargeSlot = { charge: null };
  try {
    return await step(slot);
  } catch (error) {
    const charge = slot.charge;
    if (charge) {
      const refund = await provider
        .refund(charge.chargeId, charge.amountCents)
        .catch((refundError: unknown) => ({ ok: false as const, error: refundError }));
      if (!refund.ok) {
        log?.error(
          { chargeId: charge.chargeId, amountCents: charge.amountCents, refund },
          'charge could not be refunded after a failed engine step: refund it by hand',
        );
      }
    }
    throw error;
  }
}
