import { z } from 'zod';
import { refusedAs } from '../http/zod-routes';
import { orderIdOf } from './order-id';

/**
 * An order's `:id` as a zod request schema. Anything but an order id names no order, so it answers
 * 404 as orderIdOf does, never 400; params are checked before the body, so a malformed id answers
 * 404 whatever the body holds, as when the handler checked the id first.
 */
export const OrderIdPathParams = refusedAs(
  z.object({
    id: z
      .string()
      .regex(/^ord_[0-9A-Za-z]{24}$/)
      .meta({ description: 'The order id.' }),
  }),
  (params) => {
    orderIdOf(params);
    throw new Error('An order id the schema refused passed the server check');
  },
);
