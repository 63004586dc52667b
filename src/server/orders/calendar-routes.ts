// The shopper's payment calendar (/api/me/payment-calendar, cookie session): every upcoming or
// overdue instalment across their plans, by Podgorica month, with each month's total. Under
// /api/me like the plans, so the installed app can show its last copy offline. The answer is
// defined in zod (http/zod-routes.ts), held to the view the calendar page reads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentCalendarView } from '#shared/payment-calendar';
import { requireUser } from '../auth/permissions';
import { noStore } from '../http/no-store';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { shopperPaymentCalendar } from './payment-calendar';

const tags = ['shopper plans'];
const security = [{ session: [] }];

export const PaymentCalendarAnswer = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      totalCents: z.int(),
      instalments: z.array(
        z.object({
          orderId: z.string(),
          planName: z.string(),
          merchantName: z.string(),
          orderReference: z.string(),
          sequence: z.int(),
          dueDate: z.string(),
          owedCents: z.int(),
          status: z.enum(['pending', 'overdue']),
        }),
      ),
    }),
  ),
  totalCents: z.int(),
}) satisfies z.ZodType<PaymentCalendarView>;

export async function paymentCalendarRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', noStore);
  app.get(
    '/me/payment-calendar',
    {
      schema: {
        tags,
        security,
        summary: 'Every instalment I still owe, by month, with the total due each month',
        response: { 200: PaymentCalendarAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return shopperPaymentCalendar(app.db, user.id);
    },
  );
}
