import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TransactionPage } from '#shared/account';
import { IdentitySchema } from '#shared/validation/identity-schema';
import { ProfileSchema } from '#shared/validation/profile-schema';
import { requireUser, signedInFirst } from '../auth/permissions';
import { notFound } from '../http/errors';
import { ErrorAnswer } from '../http/zod-routes';
import { clearSessionCookie } from '../auth/session-cookie';
import { serviceDeps } from '../service-deps';
import { deleteAccount } from './account-deletion-service';
import { requireUserWith } from '../plugins/app/session';
import { sessionLookupWith } from '../auth/sessions-repository';
import { creditScoreView, findTransaction, listTransactions } from './account-repository';
import { sendPdf } from '../lending/document-routes';
import { renderPdfOffThread } from '../lending/pdf-pool';
import { PDF_RATE_LIMIT } from '../lending/pdf-rate-limit';
import { messagesFor } from '../notifications/messages';
import { findUserLocale } from '../notifications/recipient-locale';
import { receiptLocale } from '../orders/receipt-routes';
import { dataExportDocument } from './data-export-document';
import { exportUserData } from './data-export-service';
import { completeIdentity } from './identity-completion-service';
import { getProfile, updateLocale, updateProfile } from './profile-service';
import { LocaleChoiceSchema } from '#shared/validation/locale-schema';
import {
  CreditScoreAnswer,
  DeletedAnswer,
  ProfileAnswer,
  TransactionAnswer,
  TransactionPageAnswer,
} from './contract';
import {
  DeleteAccountSchema,
  TransactionIdSchema,
  TransactionsQuerySchema,
} from './request-schemas';

/** The session and the credit row in one statement, built once. */
const sessionWithCreditScore = sessionLookupWith((query) =>
  query
    .leftJoin('user_credit_scores as cs', 'cs.user_id', 'users.id')
    .select([
      'cs.score',
      'cs.spending_limit',
      'cs.transactions_count',
      'cs.on_time_payments',
      'cs.late_payments',
    ]),
);

const tags = ['accounts'];
const profileAnswers = {
  200: ProfileAnswer,
  400: ErrorAnswer,
  401: ErrorAnswer,
};

/**
 * The signed-in user's own data. No route takes a user id: the user always comes from the
 * session cookie, so there is no way to name somebody else's rows.
 */
export async function meRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/me')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.get(
    '/me/profile',
    { schema: { tags, response: { 200: ProfileAnswer, 401: ErrorAnswer } } },
    async (request) => getProfile(deps, (await requireUser(request)).id),
  );

  app.patch(
    '/me/profile',
    {
      schema: { tags, body: ProfileSchema, response: profileAnswers },
      preValidation: signedInFirst,
    },
    async (request) => {
      const user = await requireUser(request);
      return updateProfile(deps, user.id, request.body);
    },
  );

  app.put(
    '/me/locale',
    {
      schema: {
        tags,
        summary: 'Choose the language of the emails, SMS and documents sent to the account',
        description:
          "Body { locale: 'me' | 'en' }; the updated profile comes back. 400 for any other language.",
        body: LocaleChoiceSchema,
        response: profileAnswers,
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const user = await requireUser(request);
      return updateLocale(deps, user.id, request.body.locale);
    },
  );

  app.post(
    '/me/identity',
    {
      schema: {
        tags,
        summary: 'Record the JMBG, phone and names of an account that has no JMBG yet',
        description:
          "For accounts made without an identity (a merchant's user), which cannot buy on instalments until they have one. Same rules as sign-up; the updated profile comes back. 409 signup_refused when the JMBG belongs to another account (its owner is emailed), 409 identity_already_complete when the account already has a JMBG.",
        body: IdentitySchema,
        response: { ...profileAnswers, 409: ErrorAnswer },
      },
      preValidation: signedInFirst,
      // Each refusal emails a JMBG's owner: a few tries are plenty for a person typing.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = await requireUser(request);
      return completeIdentity(deps, user.id, request.body);
    },
  );

  app.get(
    '/me/credit-score',
    { schema: { tags, response: { 200: CreditScoreAnswer, 401: ErrorAnswer, 404: ErrorAnswer } } },
    async (request) => {
      const { row } = await requireUserWith(request, sessionWithCreditScore);
      const score = creditScoreView(row);
      if (!score) throw notFound();
      return score;
    },
  );

  app.get(
    '/me/transactions',
    {
      schema: {
        tags,
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionPageAnswer, 400: ErrorAnswer, 401: ErrorAnswer },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const user = await requireUser(request);
      const { page, pageSize } = request.query;
      const result = await listTransactions(app.db, user.id, page, pageSize);
      return { ...result, page, pageSize } satisfies TransactionPage;
    },
  );

  app.get(
    '/me/transactions/:id',
    {
      // Any id is accepted here: a malformed one answers 404 like an unknown one (below).
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: TransactionAnswer, 401: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const params = TransactionIdSchema.safeParse(request.params);
      // Somebody else's purchase answers exactly like one that does not exist.
      const transaction = params.success
        ? await findTransaction(app.db, user.id, params.data.id)
        : null;
      if (!transaction) throw notFound();
      return transaction;
    },
  );

  // The export is a file the person keeps (a download, not an answer a page reads): its many
  // parts are the database rows as they are, so its answer is documented, not described field by
  // field.
  app.get(
    '/me/export',
    {
      schema: {
        tags,
        response: {
          200: z.unknown().describe('Everything NaRate keeps about the person, table by table'),
          401: ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const data = await exportUserData(deps, user);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="narate-moji-podaci-${day}.json"`);
      return data;
    },
  );

  // The same data as a readable PDF in the person's language, made off the request thread. A
  // binary answer: written as it is (sendPdf sets its type), so only its refusal has a schema.
  app.get(
    '/me/export.pdf',
    { schema: { tags, response: { 401: ErrorAnswer } }, config: { rateLimit: PDF_RATE_LIMIT } },
    async (request, reply) => {
      const user = await requireUser(request);
      const data = await exportUserData(deps, user);
      const locale = receiptLocale(request, await findUserLocale(app.db, user.id));
      const pdf = await renderPdfOffThread(dataExportDocument(locale, data), new Date());
      const name = `${messagesFor(locale).dataExport.filename}-${data.exportedAt.slice(0, 10)}`;
      return sendPdf(reply, pdf, `${name}.pdf`);
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags,
        body: DeleteAccountSchema,
        response: { 200: DeletedAnswer, 400: ErrorAnswer, 401: ErrorAnswer, 409: ErrorAnswer },
      },
      preValidation: signedInFirst,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { password } = request.body;
      await deleteAccount({ ...deps, provider: app.paymentProvider }, user, password);
      clearSessionCookie(reply);
      return { deleted: true as const };
    },
  );
}
