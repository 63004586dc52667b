// Requests of the instalment engine: the merchant REST API (/api/v1, snake_case like payment APIs)
// and the cookie APIs of the hosted checkout, the shopper's plans and the merchant area (camelCase
// like the rest of the app). The browser's forms and the server parse with the same schemas.
import { z } from 'zod';
import { INSTALMENT_OPTIONS } from '../calculator';
import { CardSchema } from '../card';
import { ORDER_STATUSES } from '../order-statuses';
import { validation as V } from '../i18n/me/validation';
import { hasLineBreakers } from './single-line';

/** The smallest purchase (every instalment of a 12-month plan is then at least 8 cents). */
export const MIN_CHECKOUT_AMOUNT_CENTS = 100;
/** The largest purchase: the calculator's 5.000 €, above the top tier's limit anyway. */
export const MAX_CHECKOUT_AMOUNT_CENTS = 500_000;
export const MAX_LINE_ITEMS = 100;
export const URL_MAX_LENGTH = 2000;
export const ORDER_REFERENCE_MAX_LENGTH = 200;
export const REFUND_REASON_MAX_LENGTH = 500;
/** A session lives 24 h unless the merchant says otherwise: from 30 minutes to 7 days. */
export const DEFAULT_SESSION_TTL_MINUTES = 24 * 60;
export const MIN_SESSION_TTL_MINUTES = 30;
export const MAX_SESSION_TTL_MINUTES = 7 * 24 * 60;
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;

export const ENGINE_MESSAGES = {
  amount: V.amountInvalid,
  currency: V.currencyInvalid,
  orderReference: V.orderReferenceInvalid,
  orderReferenceCharacters: V.orderReferenceCharacters,
  lineItems: V.lineItemsInvalid,
  lineItemsTotal: V.lineItemsTotalInvalid,
  successUrl: V.successUrlInvalid,
  cancelUrl: V.cancelUrlInvalid,
  expiresIn: V.expiresInInvalid,
  instalments: V.instalmentsRequired,
  acceptTerms: V.acceptTermsRequired,
  scope: V.paymentScopeRequired,
  cardPaymentPurpose: V.cardPaymentPurposeInvalid,
  cardPaymentId: V.cardPaymentIdInvalid,
  cardNumberNotAccepted: V.cardNumberNotAccepted,
  cardChoice: V.cardChoice,
  sequence: V.sequenceInvalid,
  refundAmount: V.refundAmountInvalid,
  refundReason: V.refundReasonTooLong,
  webhookUrl: V.webhookUrlInvalid,
  apiKeyKind: V.apiKeyKindRequired,
  limit: V.listLimitInvalid,
  status: V.orderStatusUnknown,
  cursor: V.cursorInvalid,
} as const;

/** An absolute http(s) address (localhost allowed: merchants test on their own machines). */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Writes the scheme in lower case: "HTTPS://…" is the same address, stored as "https://…". */
export function lowerCaseScheme(url: string): string {
  return url.replace(/^https?:/i, (scheme) => scheme.toLowerCase());
}

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(isAbsoluteHttpUrl, { error: message })
    .transform(lowerCaseScheme);

const cents = (message: string) => z.number({ error: message }).int({ error: message });

export const LineItemInputSchema = z.object(
  {
    name: z.string({ error: ENGINE_MESSAGES.lineItems }).trim().min(1).max(200),
    quantity: cents(ENGINE_MESSAGES.lineItems).min(1).max(1000),
    unit_amount_cents: cents(ENGINE_MESSAGES.lineItems).min(0).max(MAX_CHECKOUT_AMOUNT_CENTS),
  },
  { error: ENGINE_MESSAGES.lineItems },
);

/** POST /api/v1/checkout/sessions. */
export const CreateCheckoutSessionSchema = z
  .object({
    amount_cents: cents(ENGINE_MESSAGES.amount)
      .min(MIN_CHECKOUT_AMOUNT_CENTS, { error: ENGINE_MESSAGES.amount })
      .max(MAX_CHECKOUT_AMOUNT_CENTS, { error: ENGINE_MESSAGES.amount }),
    currency: z.literal('EUR', { error: ENGINE_MESSAGES.currency }).default('EUR'),
    order_reference: z
      .string({ error: ENGINE_MESSAGES.orderReference })
      .trim()
      .min(1, { error: ENGINE_MESSAGES.orderReference })
      .max(ORDER_REFERENCE_MAX_LENGTH, { error: ENGINE_MESSAGES.orderReference })
      // Shown on one labelled line of the contract, receipts and emails: rejected, not
      // rewritten, so the merchant's own records keep the reference the shopper is shown.
      .refine((value) => !hasLineBreakers(value), {
        error: ENGINE_MESSAGES.orderReferenceCharacters,
      }),
    line_items: z
      .array(LineItemInputSchema, { error: ENGINE_MESSAGES.lineItems })
      .max(MAX_LINE_ITEMS, { error: ENGINE_MESSAGES.lineItems })
      .default([]),
    success_url: httpUrl(ENGINE_MESSAGES.successUrl),
    cancel_url: httpUrl(ENGINE_MESSAGES.cancelUrl),
    expires_in_minutes: cents(ENGINE_MESSAGES.expiresIn)
      .min(MIN_SESSION_TTL_MINUTES, { error: ENGINE_MESSAGES.expiresIn })
      .max(MAX_SESSION_TTL_MINUTES, { error: ENGINE_MESSAGES.expiresIn })
      .default(DEFAULT_SESSION_TTL_MINUTES),
  })
  .refine(
    (input) =>
      input.line_items.length === 0 ||
      input.line_items.reduce((sum, item) => sum + item.quantity * item.unit_amount_cents, 0) ===
        input.amount_cents,
    { error: ENGINE_MESSAGES.lineItemsTotal, path: ['line_items'] },
  );
export type CreateCheckoutSessionInput = z.output<typeof CreateCheckoutSessionSchema>;

const instalmentCount = z.union(
  INSTALMENT_OPTIONS.map((count) => z.literal(count)) as [
    z.ZodLiteral<3>,
    z.ZodLiteral<6>,
    z.ZodLiteral<12>,
  ],
  { error: ENGINE_MESSAGES.instalments },
);

/** POST /api/checkout/sessions/{id}/confirm. */
export const ConfirmCheckoutSchema = z.object({
  instalments: instalmentCount,
  card: CardSchema,
  acceptTerms: z.literal(true, { error: ENGINE_MESSAGES.acceptTerms }),
});

/** A payment the shopper completed in the acquirer's card fields: only its id reaches NaRate. */
export const cardPaymentId = z
  .string({ error: ENGINE_MESSAGES.cardPaymentId })
  .regex(/^[\w-]{1,100}$/, { error: ENGINE_MESSAGES.cardPaymentId });

/** Beside a payment's id a card is refused outright: card data never reaches NaRate's API. */
export const noCard = z.never({ error: ENGINE_MESSAGES.cardNumberNotAccepted }).optional();

/**
 * POST /api/checkout/sessions/{id}/confirm: what pays the first instalment, either a payment
 * completed in the card fields (its id) or the shopper's saved card. Never a card's number.
 */
export const ConfirmCheckoutWithPaymentSchema = ConfirmCheckoutSchema.omit({ card: true })
  .extend({
    paymentId: cardPaymentId.optional(),
    useSavedCard: z.literal(true, { error: ENGINE_MESSAGES.cardChoice }).optional(),
    card: noCard,
  })
  .refine((input) => (input.paymentId === undefined) !== (input.useSavedCard === undefined), {
    error: ENGINE_MESSAGES.cardChoice,
  });

/** POST /api/me/orders/{id}/payments: the next instalment (optionally named) or the whole rest. */
export const PayInstalmentsSchema = z.object({
  scope: z.enum(['next', 'rest'], { error: ENGINE_MESSAGES.scope }),
  sequence: cents(ENGINE_MESSAGES.sequence).min(1).max(12).optional(),
  card: CardSchema,
  /** Keep the card (as the provider's token) for later payments and autopay. */
  saveCard: z.boolean().optional(),
});

/** POST /api/me/orders/{id}/payments after the card fields: the payment's id, no card. */
export const PayInstalmentsWithPaymentSchema = PayInstalmentsSchema.omit({ card: true }).extend({
  paymentId: cardPaymentId,
  card: noCard,
});

/** POST /api/me/orders/{id}/payments/saved-card: as a card payment, with the saved card. */
export const PaySavedCardSchema = PayInstalmentsSchema.omit({ card: true, saveCard: true });
export type PaySavedCardInput = z.input<typeof PaySavedCardSchema>;

/**
 * POST /api/payments/card-payments: opens a payment at the card acquirer for what the shopper is
 * about to pay (the checkout's first instalment, or an order's next instalment or whole rest);
 * the server works out the amount, the browser gets the client secret for the card fields.
 */
export const OpenCardPaymentSchema = z.discriminatedUnion(
  'purpose',
  [
    z.object({
      purpose: z.literal('checkout'),
      sessionId: z
        .string()
        .regex(/^cs_[0-9A-Za-z]{24}$/, { error: ENGINE_MESSAGES.cardPaymentPurpose }),
      instalments: instalmentCount,
    }),
    z.object({
      purpose: z.literal('instalments'),
      orderId: z
        .string()
        .regex(/^ord_[0-9A-Za-z]{24}$/, { error: ENGINE_MESSAGES.cardPaymentPurpose }),
      scope: z.enum(['next', 'rest'], { error: ENGINE_MESSAGES.scope }),
      sequence: cents(ENGINE_MESSAGES.sequence).min(1).max(12).optional(),
      saveCard: z.boolean().optional(),
    }),
    /** Saving a card without paying: a verification the acquirer tokenises the card with. */
    z.object({ purpose: z.literal('save_card') }),
    /** Withdrawal from a credit: the remaining principal of the order. */
    z.object({
      purpose: z.literal('withdrawal'),
      orderId: z
        .string()
        .regex(/^ord_[0-9A-Za-z]{24}$/, { error: ENGINE_MESSAGES.cardPaymentPurpose }),
    }),
  ],
  { error: ENGINE_MESSAGES.cardPaymentPurpose },
);
export type OpenCardPaymentInput = z.input<typeof OpenCardPaymentSchema>;

const refundAmount = cents(ENGINE_MESSAGES.refundAmount).min(1, {
  error: ENGINE_MESSAGES.refundAmount,
});
const refundReason = z
  .string({ error: ENGINE_MESSAGES.refundReason })
  .trim()
  .max(REFUND_REASON_MAX_LENGTH, { error: ENGINE_MESSAGES.refundReason })
  .transform((reason) => (reason === '' ? undefined : reason))
  .optional();

/** POST /api/v1/orders/{id}/refunds; without amount_cents, everything still refundable. */
export const ApiRefundSchema = z.object({
  amount_cents: refundAmount.optional(),
  reason: refundReason,
});

/** POST /api/merchant/orders/{id}/refunds (the merchant area's form). */
export const MerchantRefundSchema = z.object({
  amountCents: refundAmount.optional(),
  reason: refundReason,
});

export const CreateApiKeySchema = z.object({
  kind: z.enum(['publishable', 'secret'], { error: ENGINE_MESSAGES.apiKeyKind }),
});

export const WebhookEndpointSchema = z.object({
  url: httpUrl(ENGINE_MESSAGES.webhookUrl),
});

/** ?limit=&cursor=&status= of the order lists. */
export const OrderListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: ENGINE_MESSAGES.limit })
    .int({ error: ENGINE_MESSAGES.limit })
    .min(1, { error: ENGINE_MESSAGES.limit })
    .max(MAX_LIST_LIMIT, { error: ENGINE_MESSAGES.limit })
    .default(DEFAULT_LIST_LIMIT),
  cursor: z.string({ error: ENGINE_MESSAGES.cursor }).max(200).optional(),
  status: z.enum(ORDER_STATUSES, { error: ENGINE_MESSAGES.status }).optional(),
});

/** ?limit=&cursor= of the other lists (payouts, webhook deliveries). */
export const CursorQuerySchema = OrderListQuerySchema.omit({ status: true });
