import type { FastifyInstance } from 'fastify';
import type { TransactionPage } from '#shared/account';
import { IdentitySchema } from '#shared/validation/identity-schema';
import { ProfileSchema } from '#shared/validation/profile-schema';
import { requireUser } from '../auth/permissions';
import { notFound } from '../http/errors';
import { parseWith } from '../http/validate';
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

/**
 * The signed-in user's own data. No route takes a user id: the user always comes from the
 * session cookie, so there is no way to name somebody else's rows.
 */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/me')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.get('/me/profile', { schema: { tags: ['accounts'] } }, async (request) =>
    getProfile(deps, (await requireUser(request)).id),
  );

  app.patch('/me/profile', { schema: { tags: ['accounts'] } }, async (request) => {
    const user = await requireUser(request);
    return updateProfile(deps, user.id, parseWith(ProfileSchema, request.body));
  });

  app.put(
    '/me/locale',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Choose the language of the emails, SMS and documents sent to the account',
        description:
          "Body { locale: 'me' | 'en' }; the updated profile comes back. 400 for any other language.",
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return updateLocale(deps, user.id, parseWith(LocaleChoiceSchema, request.body).locale);
    },
  );

  app.post(
    '/me/identity',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Record the JMBG, phone and names of an account that has no JMBG yet',
        description:
          "For accounts made without an identity (a merchant's user), which cannot buy on instalments until they have one. Same rules as sign-up; the updated profile comes back. 409 signup_refused when the JMBG belongs to another account (its owner is emailed), 409 identity_already_complete when the account already has a JMBG.",
      },
      // Each refusal emails a JMBG's owner: a few tries are plenty for a person typing.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = await requireUser(request);
      return completeIdentity(deps, user.id, parseWith(IdentitySchema, request.body));
    },
  );

  app.get('/me/credit-score', { schema: { tags: ['accounts'] } }, async (request) => {
    const { row } = await requireUserWith(request, sessionWithCreditScore);
    const score = creditScoreView(row);
    if (!score) throw notFound();
    return score;
  });

  app.get('/me/transactions', { schema: { tags: ['accounts'] } }, async (request) => {
    const user = await requireUser(request);
    const { page, pageSize } = parseWith(TransactionsQuerySchema, request.query);
    const result = await listTransactions(app.db, user.id, page, pageSize);
    return { ...result, page, pageSize } satisfies TransactionPage;
  });

  app.get('/me/transactions/:id', { schema: { tags: ['accounts'] } }, async (request) => {
    const user = await requireUser(request);
    const params = TransactionIdSchema.safeParse(request.params);
    // Somebody else's purchase answers exactly like one that does not exist.
    const transaction = params.success
      ? await findTransaction(app.db, user.id, params.data.id)
      : null;
    if (!transaction) throw notFound();
    return transaction;
  });

  app.get('/me/export', { schema: { tags: ['accounts'] } }, async (request, reply) => {
    const user = await requireUser(request);
    const data = await exportUserData(deps, user);
    const day = data.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="narate-moji-podaci-${day}.json"`);
    return data;
  });

  // The same data as a readable PDF in the person's language, made off the request thread.
  app.get(
    '/me/export.pdf',
    { schema: { tags: ['accounts'] }, config: { rateLimit: PDF_RATE_LIMIT } },
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
      schema: { tags: ['accounts'] },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { password } = parseWith(DeleteAccountSchema, request.body);
      await deleteAccount({ ...deps, provider: app.paymentProvider }, user, password);
      clearSessionCookie(reply);
      return { deleted: true };
    },
  );
}
