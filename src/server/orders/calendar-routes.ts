// The shopper's payment calendar (/api/me/payment-calendar, cookie session): every upcoming or
// overdue instalment across their plans, by Podgorica month, with each month's total. Under
// /api/me like the plans, so the installed app can show its last copy offline.
import type { FastifyInstance } from 'fastify';
import type { PaymentCalendarView } from '#shared/payment-calendar';
import { requireUser } from '../auth/permissions';
import { documented } from '../http/openapi';
import { noStore } from '../http/no-store';
import { shopperPaymentCalendar } from './payment-calendar';

const tags = ['shopper plans'];
const security = [{ session: [] }];

export async function paymentCalendarRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', noStore);
  app.get(
    '/me/payment-calendar',
    documented({
      tags,
      security,
      summary: 'Every instalment I still owe, by month, with the total due each month',
    }),
    async (request): Promise<PaymentCalendarView> => {
      const user = await requireUser(request);
      return shopperPaymentCalendar(app.db, user.id);
    },
  );
}
