// A shopper's payment receipts (PDF), one per card payment. Only the shopper who paid can read a
// receipt: another shopper's payment answers 404, exactly like one that does not exist. Requests
// and error answers are defined in zod (http/zod-routes.ts); the PDF is written as it is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocale, type Locale } from '#shared/i18n/catalogue';
import { requireUser, signedInFirst } from '../auth/permissions';
import { errorMessage, notFound } from '../http/errors';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { sendPdf } from '../lending/document-routes';
import { renderPdfOffThread } from '../lending/pdf-pool';
import { PDF_RATE_LIMIT } from '../lending/pdf-rate-limit';
import { requestLocale } from '../http/request-locale';
import { findShopperPayment } from './payment-repository';
import { findOrderParties } from '../lending/order-parties-repository';
import { receiptDocument } from './receipt-document';
import { findUserLocale } from '../notifications/recipient-locale';

const tags = ['shopper plans'];
export const RECEIPT_NOT_FOUND_MESSAGE = errorMessage('receipt_not_found');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A document's `?locale=`: 'me' or 'en' picks its language; anything else is not refused but
 * reads as not given (the account's language), as links from old emails may carry anything.
 */
export const DocumentLocaleQuery = z.looseObject({
  locale: z
    .unknown()
    .optional()
    .meta({ type: 'string', enum: ['me', 'en'], description: "The document's language." }),
});

/** The payment's `:id`: anything but a UUID answers 404 in the handler, never 400. */
const PaymentParams = z.object({
  id: z.string().meta({ format: 'uuid', description: 'The payment id.' }),
});

/**
 * The receipt's language: `?locale=` or the page's header when the page asks, else the language
 * the account chose for its messages, so a link in an email opens in the email's language.
 */
export function receiptLocale(request: FastifyRequest, stored: Locale): Locale {
  const query = (request.query as { locale?: unknown } | undefined)?.locale;
  if (isLocale(query) || isLocale(request.headers['x-narate-locale'])) {
    return requestLocale(request);
  }
  return stored;
}

export async function receiptRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/me/payments/:id/receipt.pdf',
    {
      schema: {
        tags,
        security: [{ session: [] }],
        summary: 'The receipt (PDF) of one of my card payments',
        params: PaymentParams,
        querystring: DocumentLocaleQuery,
        response: { 401: ErrorAnswer, 404: ErrorAnswer },
      },
      config: { rateLimit: PDF_RATE_LIMIT },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const id = request.params.id;
      if (!UUID.test(id)) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
      const row = await findShopperPayment(app.db, id, user.id);
      const order = row && (await findOrderParties(app.db, row.order_id));
      if (!row || !order) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
      const email = order.shopperEmail ?? user.email;
      const sequences = Array.isArray(row.instalment_sequences)
        ? row.instalment_sequences.filter((n): n is number => typeof n === 'number')
        : [];
      const pdf = await renderPdfOffThread(
        receiptDocument(receiptLocale(request, await findUserLocale(app.db, user.id)), {
          paymentId: row.id,
          receiptNumber: row.receipt_number,
          paidAt: row.created_at,
          amountCents: row.amount_cents,
          refundedCents: row.refunded_cents,
          cardBrand: row.card_brand,
          cardLast4: row.card_last4,
          instalmentSequences: sequences,
          firstInstalment: row.purpose === 'first_instalment',
          autopay: row.autopay,
          orderId: row.order_id,
          orderReference: order.orderReference,
          merchantName: order.merchantName,
          shopperName: order.shopperLegalName ?? email,
          shopperEmail: email,
        }),
        row.created_at,
      );
      return sendPdf(reply, pdf, `narate-potvrda-${row.id}.pdf`);
    },
  );
}
