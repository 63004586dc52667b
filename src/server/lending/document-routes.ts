// The documents a shopper keeps: the pre-contract information for a checkout session (before
// accepting) and the signed-off contract of a plan (after). Both are the shopper's own: another
// shopper's session or order answers 404, exactly like one that does not exist. An open session
// belongs to the first signed-in shopper who opens it (the checkout page or this document); once
// completed, to the shopper of its order.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { businessDay } from '#shared/business-dates';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import { requireUser } from '../auth/permissions';
import { planPreviews } from '../checkout/public-view';
import { claimCheckoutSession } from '../checkout/session-repository';
import { SESSION_NOT_FOUND_MESSAGE } from '../checkout/session-service';
import { isResourceId } from '../db/ids';
import { badRequest, errorMessage, notFound } from '../http/errors';
import { ORDER_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { ErrorAnswer } from '../http/zod-routes';
import { requestLocale } from '../http/request-locale';
import { serviceDeps } from '../service-deps';
import { findSessionForPrecontract } from './agreement-repository';
import { findContract } from './agreement-service';
import { creditDocument } from './credit-documents';
import { DocumentCache } from './document-cache';
import { PDF_RATE_LIMIT } from './pdf-rate-limit';
import { renderPdfOffThread } from './pdf-pool';
import { RECONSTRUCTED_VERSION, reconstructedContract } from './reconstructed-contract';

const tags = ['responsible lending'];
const INSTALMENTS_MESSAGE = errorMessage('instalments_invalid');
/** About 300 pre-contract documents of some 25 kB. */
const PRECONTRACT_CACHE_BYTES = 8 * 1024 * 1024;

export function sendPdf(reply: FastifyReply, bytes: Uint8Array, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
}

/**
 * Both answers are PDF bytes with their own type (sendPdf), so only the errors have a schema. The
 * path id and the count are checked in the handler, after the session: a malformed id answers
 * 404 like an unknown one, and nobody learns anything before signing in. Registered inside
 * lendingRoutes, whose scope defines its routes in zod.
 */
const pdfErrors = { 400: ErrorAnswer, 401: ErrorAnswer, 404: ErrorAnswer };

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const services = serviceDeps(app);
  // The same session, count, language and day give the same document (the schedule's dates
  // start from the day), so it is made once; the access check still runs on every request.
  const precontracts = new DocumentCache(PRECONTRACT_CACHE_BYTES);
  app.get(
    '/checkout/sessions/:id/precontract.pdf',
    {
      schema: {
        tags,
        summary: 'Pre-contract information (PDF) for a checkout session',
        response: pdfErrors,
      },
      config: { rateLimit: PDF_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const id = (request.params as { id?: unknown }).id;
      if (!isResourceId('cs', id)) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      const raw = (request.query as { instalments?: unknown }).instalments ?? '3';
      const count = Number(raw);
      if (!INSTALMENT_OPTIONS.some((option) => option === count)) {
        throw badRequest(INSTALMENTS_MESSAGE);
      }
      const session = await findSessionForPrecontract(app.db, id);
      if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      // A completed session is its order's shopper's; another one is the shopper's who opened
      // it first. Anyone else is answered as if it did not exist.
      const owner =
        session.user_id ?? session.shopper_id ?? (await claimCheckoutSession(app.db, id, user.id));
      if (owner !== user.id) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      const now = new Date();
      const locale = requestLocale(request);
      const key = [session.id, count, locale, businessDay(now), now.toISOString().slice(0, 10)];
      let pdf = precontracts.get(key.join('|'));
      if (!pdf) {
        const plan = planPreviews(session.amount_cents, now).find(
          (p) => p.instalmentCount === count,
        );
        pdf = await renderPdfOffThread(
          creditDocument(locale, 'precontract', {
            merchantName: session.name,
            totalCents: session.amount_cents,
            instalments: plan?.instalments ?? [],
            appUrl: app.config.appUrl,
          }),
          now,
        );
        precontracts.set(key.join('|'), pdf);
      }
      return sendPdf(reply, pdf, `narate-informacije-${session.id}.pdf`);
    },
  );

  app.get(
    '/me/orders/:id/contract.pdf',
    {
      schema: {
        tags,
        summary: 'The credit agreement (PDF) of one of my plans',
        response: pdfErrors,
      },
      config: { rateLimit: PDF_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const id = (request.params as { id?: unknown }).id;
      if (!isResourceId('ord', id)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      const contract = await findContract(
        { db: app.db, notifier: app.notifier, appUrl: app.config.appUrl },
        user.id,
        id,
      );
      if (!contract) {
        // A plan from before contracts were kept: a clearly versioned reconstruction.
        const rebuilt = await reconstructedContract(services, {
          userId: user.id,
          orderId: id,
          locale: requestLocale(request),
        });
        if (!rebuilt) throw notFound(ORDER_NOT_FOUND_MESSAGE);
        reply.header('x-document-version', RECONSTRUCTED_VERSION);
        return sendPdf(reply, rebuilt, `narate-ugovor-${id}-rekonstruisan.pdf`);
      }
      if (!contract.pdf || !contract.sha256) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      reply.header('x-document-sha256', contract.sha256);
      return sendPdf(reply, contract.pdf, `narate-ugovor-${contract.order_id}.pdf`);
    },
  );
}
