// The shopper's monthly statements (/api/me/statements, cookie session): the list of months since
// the first purchase, and one month as PDF or CSV in the shopper's language. A statement reads
// only the signed-in shopper's own plans. The PDF is made off the request thread like receipts,
// and both formats count against the same per-user limit as the other documents.
import type { FastifyInstance } from 'fastify';
import type { StatementMonthsView } from '#shared/payment-calendar';
import { requireUser } from '../auth/permissions';
import { badRequest, errorMessage, notFound } from '../http/errors';
import { documented } from '../http/openapi';
import { noStore } from '../http/no-store';
import { sendPdf } from '../lending/document-routes';
import { renderPdfOffThread } from '../lending/pdf-pool';
import { PDF_RATE_LIMIT } from '../lending/pdf-rate-limit';
import { findUserLocale } from '../notifications/recipient-locale';
import { receiptLocale } from './receipt-routes';
import { statementCsv, statementDocument } from './statement-document';
import { businessMonth, monthBounds, monthlyStatement, statementMonths } from './statements';
import { calendar as meCalendar } from '#shared/i18n/me/calendar';
import { calendar as enCalendar } from '#shared/i18n/en/calendar';

const tags = ['shopper plans'];
const security = [{ session: [] }];
export const STATEMENT_FORMAT_MESSAGE = errorMessage('statement_format');
export const STATEMENT_FUTURE_MESSAGE = errorMessage('statement_future');
const FILE = /^(\d{4}-\d{2})\.(pdf|csv)$/;

export async function statementRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', noStore);

  app.get(
    '/me/statements',
    documented({
      tags,
      security,
      summary: 'The months I have a statement for, newest first (since my first purchase)',
    }),
    async (request): Promise<StatementMonthsView> => {
      const user = await requireUser(request);
      return { months: await statementMonths(app.db, user.id, new Date()) };
    },
  );

  app.get(
    '/me/statements/:file',
    {
      schema: {
        tags,
        summary:
          'One month of my plans (Podgorica time) as PDF or CSV: purchases, payments, refunds, what I owed at its start and end. ?locale=me|en',
      },
      config: { rateLimit: PDF_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const file = (request.params as { file?: unknown }).file;
      const match = typeof file === 'string' ? FILE.exec(file) : null;
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
