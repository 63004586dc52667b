// The documents a shopper keeps: the pre-contract information for a checkout session (before
// accepting) and the signed-off contract of a plan (after). Both are the shopper's own: another
// shopper's session or order answers 404, exactly like one that does not exist.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { INSTALMENT_OPTIONS } from '../../shared/calculator';
import { requireUser } from '../auth/permissions';
import { planPreviews } from '../checkout/public-view';
import { SESSION_NOT_FOUND_MESSAGE } from '../checkout/session-service';
import { isResourceId } from '../db/ids';
import { badRequest, notFound } from '../http/errors';
import { ORDER_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { requestLocale } from '../http/request-locale';
import { serviceDeps } from '../service-deps';
import { findSessionForPrecontract } from './agreement-repository';
import { findContract } from './agreement-service';
import { creditDocument } from './credit-documents';
import { renderPdf } from './pdf-document';
import { RECONSTRUCTED_VERSION, reconstructedContract } from './reconstructed-contract';

const tags = ['responsible lending'];
const INSTALMENTS_MESSAGE = 'Broj rata mora biti 3, 6 ili 12.';

export function sendPdf(reply: FastifyReply, bytes: Uint8Array, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
}

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const services = serviceDeps(app);
  app.get(
    '/checkout/sessions/:id/precontract.pdf',
    { schema: { tags, summary: 'Pre-contract information (PDF) for a checkout session' } },
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
      // A session another shopper completed is theirs: as if it did not exist.
      if (!session || (session.user_id && session.user_id !== user.id)) {
        throw notFound(SESSION_NOT_FOUND_MESSAGE);
      }
      const plan = planPreviews(session.amount_cents, new Date()).find(
        (p) => p.instalmentCount === count,
      );
      const locale = requestLocale(request);
      const pdf = await renderPdf(
        creditDocument(locale, 'precontract', {
          merchantName: session.name,
          totalCents: session.amount_cents,
          instalments: plan?.instalments ?? [],
          appUrl: app.config.appUrl,
        }),
        new Date(),
      );
      return sendPdf(reply, pdf, `narate-informacije-${session.id}.pdf`);
    },
  );

  app.get(
    '/me/orders/:id/contract.pdf',
    { schema: { tags, summary: 'The credit agreement (PDF) of one of my plans' } },
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
