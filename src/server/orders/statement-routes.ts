// The shopper's monthly statements (/api/me/statements, cookie session): the list of months since
// the first purchase, and one month as PDF or CSV in the shopper's language. A statement reads
// only the signed-in shopper's own plans. The PDF is made off the request thread like receipts,
// and both formats count against the same per-user limit as the other documents. Requests and
// answers are defined in zod (http/zod-routes.ts); a file is written as it is.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StatementMonthsView } from '#shared/payment-calendar';
import { requireUser, signedInFirst } from '../auth/permissions';
import { badRequest, errorMessage, notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { sendPdf } from '../lending/document-routes';
import { renderPdfOffThread } from '../lending/pdf-pool';
import { PDF_RATE_LIMIT } from '../lending/pdf-rate-limit';
import { findUserLocale } from '../notifications/recipient-locale';
import { DocumentLocaleQuery, receiptLocale } from './receipt-routes';
import { statementCsv, statementDocument } from './statement-document';
import { businessMonth, monthBounds, monthlyStatement, statementMonths } from './statements';
import { calendar as meCalendar } from '#shared/i18n/me/calendar';
import { calendar as enCalendar } from '#shared/i18n/en/calendar';

const tags = ['shopper plans'];
const security = [{ session: [] }];
export const STATEMENT_FORMAT_MESSAGE = errorMessage('statement_format');
export const STATEMENT_FUTURE_MESSAGE = errorMessage('statement_future');
const FILE = /^(\d{4}-\d{2})\.(pdf|csv)$/;

export const StatementMonthsAnswer = z.object({
  months: z.array(z.string()),
}) satisfies z.ZodType<StatementMonthsView>;

/** The month's file, "YYYY-MM.pdf" or ".csv"; anything else answers 400 statement_format. */
const StatementFileParams = z.object({
  file: z.string().meta({ pattern: FILE.source, description: 'The month and format.' }),
});

export async function statementRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', noStore);

  app.get(
    '/me/statements',
    {
      schema: {
        tags,
        security,
        summary: 'The months I have a statement for, newest first (since my first purchase)',
        response: { 200: StatementMonthsAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { months: await statementMonths(app.db, user.id, new Date()) };
    },
  );

  // A file answers with its own type: only its errors have a schema (the params are checked by
  // theirs, read untyped here).
  instance.get(
    '/me/statements/:file',
    {
      schema: {
        tags,
        security,
        summary:
          'One month of my plans (Podgorica time) as PDF or CSV: purchases, payments, refunds, what I owed at its start and end. ?locale=me|en',
        params: StatementFileParams,
        querystring: DocumentLocaleQuery,
        response: { 400: ErrorAnswer, 401: ErrorAnswer, 404: ErrorAnswer },
      },
      config: { rateLimit: PDF_RATE_LIMIT },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const match = FILE.exec((request.params as z.infer<typeof StatementFileParams>).file);
      const month = match?.[1];
      if (!match || !month || !monthBounds(month)) throw badRequest(STATEMENT_FORMAT_MESSAGE);
      if (month > businessMonth(new Date())) throw notFound(STATEMENT_FUTURE_MESSAGE);
      const statement = await monthlyStatement(app.db, user.id, month);
      if (!statement) throw badRequest(STATEMENT_FORMAT_MESSAGE);
      const locale = receiptLocale(request, await findUserLocale(app.db, user.id));
      const name = `${(locale === 'en' ? enCalendar : meCalendar).statement.filename}-${month}`;
      if (match[2] === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(statementCsv(locale, statement));
      }
      const pdf = await renderPdfOffThread(
        statementDocument(locale, statement, user.email),
        new Date(),
      );
      return sendPdf(reply, pdf, `${name}.pdf`);
    },
  );
}
