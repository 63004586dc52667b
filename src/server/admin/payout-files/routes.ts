// The admin side of bank payouts under /api/admin: the day's credit-transfer files (list,
// generate, download, mark sent or rejected) and the bank's statements (upload, unmatched lines).
// The admin scope (admin/routes.ts) allows admins only; the files' rules stay in payouts/.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '#server/auth/permissions';
import { badRequest, errorMessage, HttpError } from '#server/http/errors';
import { documented } from '#server/http/openapi';
import { pathId } from '#server/http/path-id';
import { serviceDeps } from '#server/service-deps';
import { StatementError } from '#server/payouts/camt';
import {
  generatePayoutFile,
  importBankStatement,
  listPayoutFiles,
  listUnmatchedStatementLines,
  markPayoutFileSent,
  PayoutFileError,
  payoutFileXml,
  rejectPayoutFile,
  resolveUnmatchedLine,
} from '#server/payouts/payout-files';
import { MAX_XML_CHARS } from '#server/payouts/safe-xml';

const NOT_FOUND = 'Datoteka sa nalozima ne postoji.';

function asHttpError(error: unknown): never {
  if (error instanceof PayoutFileError) {
    if (error.status === 404) throw new HttpError(404, 'not_found', error.message);
    if (/uploaded before/.test(error.message)) {
      throw new HttpError(409, 'statement_already_uploaded', error.message);
    }
    throw new HttpError(error.status, 'payout_file_state', error.message);
  }
  if (error instanceof StatementError) {
    throw new HttpError(422, 'invalid_bank_statement', error.message);
  }
  throw error;
}

export async function adminPayoutFileRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['admin'];
  const deps = serviceDeps(app);

  app.get(
    '/payout-files',
    documented({
      tags,
      summary: 'Credit-transfer files and statement lines nobody matched',
      description:
        'Answers { files: [{ id, businessDay, messageId, state (generated | sent | settled | rejected), paymentsCount, totalCents, executionDate, createdAt, sentAt, closedAt, settledCount, returnedCount }], unmatched: [{ id, statementId, endToEndId, amountCents, direction, bookingDate, reason }] }, newest file first.',
    }),
    async () => ({
      files: await listPayoutFiles(app.db),
      unmatched: await listUnmatchedStatementLines(app.db),
    }),
  );

  app.post(
    '/payout-files',
    documented({
      tags,
      summary: "Make today's credit-transfer file now",
      description:
        "The file job makes it on business days from 06:00 (Europe/Podgorica); this makes it at once. Answers { file: { id, businessDay, paymentsCount, totalCents } } (201), or { file: null } (200) when no batch can be paid or today's file exists.",
    }),
    async (_request, reply) => {
      const file = await generatePayoutFile(deps, new Date());
      return reply.code(file ? 201 : 200).send({ file });
    },
  );

  app.get(
    '/payout-files/:id/xml',
    documented({ tags, summary: 'Download a credit-transfer file (pain.001.001.09 XML)' }),
    async (request, reply) => {
      const id = pathId(request.params, 'uuid', NOT_FOUND);
      const file = await payoutFileXml(app.db, id).catch(asHttpError);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.message_id}.xml"`)
        .send(file.xml);
    },
  );

  app.post(
    '/payout-files/:id/sent',
    documented({
      tags,
      summary: 'Mark a file as handed to the bank',
      description: 'generated → sent. 409 payout_file_state in any other state.',
    }),
    async (request) => {
      const id = pathId(request.params, 'uuid', NOT_FOUND);
      const actor = await requireUser(request);
      await markPayoutFileSent(app.db, id, actor.id, new Date()).catch(asHttpError);
      return { id, state: 'sent' };
    },
  );

  app.post(
    '/payout-files/:id/rejected',
    documented({
      tags,
      summary: 'The bank refused the whole file',
      description:
        'generated or sent → rejected; its batches wait for the next file. 409 payout_file_state once the bank booked any of its payments.',
    }),
    async (request) => {
      const id = pathId(request.params, 'uuid', NOT_FOUND);
      await rejectPayoutFile(app.db, id, new Date()).catch(asHttpError);
      return { id, state: 'rejected' };
    },
  );

  app.post(
    '/bank-statements',
    {
      ...documented({
        tags,
        summary: 'Upload a bank statement (camt.053) or notification (camt.054)',
        description:
          'Body { xml } (the file as text, at most 5 MB; no DTD or entities). Each booked debit whose end-to-end id names a batch and whose amount is the batch’s settles it (payout.paid webhook); a return reopens the batch’s amount for a later payout (payout.failed webhook and an email to the merchant). Answers { statementId, messageType, entries, settled, returned, unmatched: [{ endToEndId, amountCents, reason }] }. 422 invalid_bank_statement; 409 statement_already_uploaded.',
      }),
      bodyLimit: MAX_XML_CHARS * 2,
    },
    async (request) => {
      const body = request.body as { xml?: unknown } | null;
      if (!body || typeof body.xml !== 'string' || body.xml.trim() === '') {
        throw badRequest(errorMessage('statement_body_missing'));
      }
      const actor = await requireUser(request);
      return importBankStatement(deps, body.xml, actor.id, new Date()).catch(asHttpError);
    },
  );

  app.post(
    '/bank-statement-lines/:id/resolved',
    documented({
      tags,
      summary: 'Mark an unmatched statement line as dealt with',
      description: 'It leaves the list and reconciliation. 404 for an unknown or resolved line.',
    }),
    async (request) => {
      const id = pathId(request.params, 'uuid', 'Stavka izvoda ne postoji.');
      await resolveUnmatchedLine(app.db, id, new Date()).catch(asHttpError);
      return { id, resolved: true };
    },
  );
}
