// The admin side of bank payouts under /api/admin: the day's credit-transfer files (list,
// generate, download, mark sent or rejected) and the bank's statements (upload, unmatched lines).
// The admin scope (admin/routes.ts) allows admins only; the files' rules stay in payouts/.
// Requests and answers are defined in zod (http/zod-routes.ts) and held to the shared types the
// admin pages read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayoutFilesView, StatementUploadResult, UnmatchedReason } from '#shared/admin-api';
import { requireUser } from '#server/auth/permissions';
import { badRequest, errorMessage, HttpError, type ErrorMessage } from '#server/http/errors';
import { pathId } from '#server/http/path-id';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { serviceDeps } from '#server/service-deps';
import { StatementError } from '#server/payouts/camt';
import {
  generatePayoutFile,
  importBankStatement,
  listPayoutFiles,
  listUnmatchedStatementLines,
  markPayoutFileSent,
  payoutFileXml,
  rejectPayoutFile,
  resolveUnmatchedLine,
} from '#server/payouts/payout-files';
import { MAX_XML_CHARS } from '#server/payouts/safe-xml';

const NOT_FOUND = errorMessage('payout_file_not_found');

/** A statement NaRate cannot read: 422 with the reason in the admin's language. */
function asHttpError(error: unknown): never {
  if (error instanceof StatementError) {
    throw new HttpError(422, 'invalid_bank_statement', error.text);
  }
  throw error;
}

const UNMATCHED_REASONS = [
  'not_booked',
  'no_batch',
  'currency',
  'amount',
  'batch_state',
  'credit',
] as const satisfies readonly UnmatchedReason[];

const PayoutFilesAnswer = z.object({
  files: z.array(
    z.object({
      id: z.string(),
      businessDay: z.string(),
      messageId: z.string(),
      state: z.enum(['generated', 'sent', 'settled', 'rejected']),
      paymentsCount: z.int(),
      totalCents: z.int(),
      executionDate: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      closedAt: z.string().nullable(),
      settledCount: z.int(),
      returnedCount: z.int(),
    }),
  ),
  unmatched: z.array(
    z.object({
      id: z.string(),
      statementId: z.string(),
      endToEndId: z.string().nullable(),
      amountCents: z.int(),
      direction: z.enum(['DBIT', 'CRDT']),
      bookingDate: z.string().nullable(),
      reason: z.enum(UNMATCHED_REASONS),
      createdAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<PayoutFilesView>;

const GeneratedFileAnswer = z.object({
  file: z
    .object({
      id: z.string(),
      businessDay: z.string(),
      paymentsCount: z.int(),
      totalCents: z.int(),
    })
    .nullable(),
});

const StatementUploadAnswer = z.object({
  statementId: z.string(),
  messageType: z.enum(['camt.053', 'camt.054']),
  entries: z.int(),
  settled: z.int(),
  returned: z.int(),
  unmatched: z.array(
    z.object({
      endToEndId: z.string().nullable(),
      amountCents: z.int(),
      reason: z.enum(UNMATCHED_REASONS),
    }),
  ),
}) satisfies z.ZodType<StatementUploadResult>;

/** The statement as text; anything else (no body, no text, only spaces) answers one 400. */
const StatementBody = refusedAs(
  z.object({ xml: z.string().refine((xml) => xml.trim() !== '') }),
  () => badRequest(errorMessage('statement_body_missing')),
);

/** A file's or line's `:id` is a UUID; anything else names none and answers 404, not 400. */
const idParams = (message: ErrorMessage) =>
  refusedAs(z.object({ id: z.uuid() }), (params) => {
    pathId(params, 'uuid', message);
    throw new Error('An id the schema refused passed the server check');
  });
const FileParams = idParams(NOT_FOUND);
const LineParams = idParams(errorMessage('statement_line_not_found'));

export async function adminPayoutFileRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];
  const deps = serviceDeps(app);

  app.get(
    '/payout-files',
    {
      schema: {
        tags,
        security,
        summary: 'Credit-transfer files and statement lines nobody matched',
        description: 'Newest file first; the unmatched lines oldest first.',
        response: { 200: PayoutFilesAnswer },
      },
    },
    async () => ({
      files: await listPayoutFiles(app.db),
      unmatched: await listUnmatchedStatementLines(app.db),
    }),
  );

  app.post(
    '/payout-files',
    {
      schema: {
        tags,
        security,
        summary: "Make today's credit-transfer file now",
        description:
          "The file job makes it on business days from 06:00 (Europe/Podgorica); this makes it at once. Answers the file (201), or { file: null } (200) when no batch can be paid or today's file exists.",
        response: { 200: GeneratedFileAnswer, 201: GeneratedFileAnswer },
      },
    },
    async (_request, reply) => {
      const file = await generatePayoutFile(deps, new Date());
      return reply.code(file ? 201 : 200).send({ file });
    },
  );

  // Not through the typed provider: the answer is XML of its own type, only its errors have a schema.
  instance.get(
    '/payout-files/:id/xml',
    {
      schema: {
        tags,
        security,
        summary: 'Download a credit-transfer file (pain.001.001.09 XML)',
        params: FileParams,
        response: { 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params, 'uuid', NOT_FOUND);
      const file = await payoutFileXml(app.db, id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.message_id}.xml"`)
        .send(file.xml);
    },
  );

  app.post(
    '/payout-files/:id/sent',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a file as handed to the bank',
        description: 'generated → sent. 409 payout_file_state in any other state.',
        params: FileParams,
        response: {
          200: z.object({ id: z.string(), state: z.literal('sent') }),
          404: ErrorAnswer,
          409: ErrorAnswer,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = await requireUser(request);
      await markPayoutFileSent(app.db, id, actor.id, new Date());
      return { id, state: 'sent' as const };
    },
  );

  app.post(
    '/payout-files/:id/rejected',
    {
      schema: {
        tags,
        security,
        summary: 'The bank refused the whole file',
        description:
          'generated or sent → rejected; its batches wait for the next file. 409 payout_file_state once the bank booked any of its payments.',
        params: FileParams,
        response: {
          200: z.object({ id: z.string(), state: z.literal('rejected') }),
          404: ErrorAnswer,
          409: ErrorAnswer,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await rejectPayoutFile(app.db, id, new Date());
      return { id, state: 'rejected' as const };
    },
  );

  app.post(
    '/bank-statements',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a bank statement (camt.053) or notification (camt.054)',
        description:
          'The file as text, at most 5 MB; no DTD or entities. Each booked debit whose end-to-end id names a batch and whose amount is the batch’s settles it (payout.paid webhook); a return reopens the batch’s amount for a later payout (payout.failed webhook and an email to the merchant). 422 invalid_bank_statement; 409 statement_already_uploaded.',
        body: StatementBody,
        response: {
          200: StatementUploadAnswer,
          400: ErrorAnswer,
          409: ErrorAnswer,
          422: ErrorAnswer,
        },
      },
      bodyLimit: MAX_XML_CHARS * 2,
    },
    async (request) => {
      const actor = await requireUser(request);
      return importBankStatement(deps, request.body.xml, actor.id, new Date()).catch(asHttpError);
    },
  );

  app.post(
    '/bank-statement-lines/:id/resolved',
    {
      schema: {
        tags,
        security,
        summary: 'Mark an unmatched statement line as dealt with',
        description: 'It leaves the list and reconciliation. 404 for an unknown or resolved line.',
        params: LineParams,
        response: {
          200: z.object({ id: z.string(), resolved: z.literal(true) }),
          404: ErrorAnswer,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await resolveUnmatchedLine(app.db, id, new Date());
      return { id, resolved: true as const };
    },
  );
}
