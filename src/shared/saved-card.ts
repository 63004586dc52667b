// A shopper's saved card and autopay, as the dashboard and the API see them. The card itself
// stays with the payment provider: NaRate keeps its token and shows only the brand, the last four
// digits and the expiry.
import { z } from 'zod';
import type { CardBrand } from './card';
import { cardPaymentId, noCard } from './validation/purchase-schemas';

export interface SavedCardView {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  /** Autopay charges each instalment on its due date with this card. */
  autopay: boolean;
}

/** GET/PUT /api/me/card and PUT /api/me/card/autopay answer with the card, or null without one. */
export interface SavedCardAnswer {
  card: SavedCardView | null;
}

export const SAVED_CARD_MESSAGES = {
  autopay: 'Izaberi da li je automatsko plaćanje uključeno.',
  noSavedCard: 'Nemaš sačuvanu karticu. Sačuvaj karticu pa uključi automatsko plaćanje.',
  unavailable: 'Čuvanje kartica trenutno nije dostupno.',
} as const;

/**
 * PUT /api/me/card: the card-fields payment (a verification, or a payment) whose card the
 * acquirer tokenised; it replaces the card kept before. The card itself never comes.
 */
export const SaveCardSchema = z.object({ paymentId: cardPaymentId, card: noCard });
export type SaveCardInput = z.input<typeof SaveCardSchema>;

/** PUT /api/me/card/autopay. */
export const AutopaySchema = z.object({
  enabled: z.boolean({ error: SAVED_CARD_MESSAGES.autopay }),
});

/** "12/28": the expiry as printed on the card. */
export function expiryLabel(card: Pick<SavedCardView, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
