// Payment difficulty: once per plan the shopper moves one unpaid instalment's due date by 1 to 30
// days, free. Only the date changes (no money, so no ledger entry); the reminder is sent again
// before the new date, the shopper is emailed and admins see the move on the order. The unique
// index on instalment_moves.order_id keeps it to one move per plan even when two requests race.
import type { Kysely } from 'kysely';
import { MAX_MOVE_DAYS, type InstalmentMoveView } from '#shared/consumer-rights';
import { addCalendarDays } from '#shared/dates';
import type { Locale } from '#shared/i18n/catalogue';
import type { Database } from '../db/schema';
import { errorMessage, HttpError, render } from '../http/errors';
import { dayIn } from '../notifications/messages';
import { instalmentMovedEmail } from './consumer-rights-emails';
import type { OrderDeps } from './order-deps';
import {
  findMovesOfOrders,
  findOrderMove,
  insertInstalmentMove,
  setInstalmentDueDay,
} from './instalment-repository';
import { findOrderShopperAndMerchant, lockShoppersOrder } from './order-repository';
import { findLocaleByEmail } from '../notifications/recipient-locale';

export interface MoveCommand {
  userId: string;
  orderId: string;
  sequence: number;
  days: number;
  locale: Locale;
}

function alreadyMoved(move: { sequence: number; to_date: string }): HttpError {
  return new HttpError(409, 'move_already_used', (locale) =>
    render(
      errorMessage('move_already_used_on', {
        sequence: move.sequence,
        day: dayIn(move.to_date, locale),
      }),
      locale,
    ),
  );
}

export function instalmentMoveView(row: {
  sequence: number;
  from_date: string;
  to_date: string;
  days: number;
  created_at: Date;
}): InstalmentMoveView {
  return {
    sequence: row.sequence,
    fromDay: row.from_date,
    toDay: row.to_date,
    days: row.days,
    createdAt: row.created_at.toISOString(),
  };
}

export async function moveInstalment(
  deps: OrderDeps,
  command: MoveCommand,
  now: Date = new Date(),
): Promise<InstalmentMoveView> {
  if (!Number.isInteger(command.days) || command.days < 1 || command.days > MAX_MOVE_DAYS) {
    throw new HttpError(400, 'move_too_long');
  }
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockShoppersOrder(trx, command.orderId, command.userId);
    const previous = await findOrderMove(trx, command.orderId);
    if (previous) throw alreadyMoved(previous);
    if (loaded.order.status !== 'approved') {
      throw new HttpError(409, 'move_not_possible');
    }
    const instalment = loaded.instalments.find((i) => i.sequence === command.sequence);
    if (!instalment) {
      throw new HttpError(404, 'instalment_not_found');
    }
    if (instalment.status === 'overdue') {
      throw new HttpError(409, 'instalment_overdue');
    }
    if (instalment.status !== 'pending') {
      throw new HttpError(409, 'instalment_not_payable');
    }
    const toDay = addCalendarDays(instalment.dueDay, command.days);
    await setInstalmentDueDay(trx, instalment.id, toDay);
    const move = await insertInstalmentMove(
      trx,
      {
        orderId: command.orderId,
        instalmentId: instalment.id,
        sequence: instalment.sequence,
        userId: command.userId,
        fromDay: instalment.dueDay,
        toDay,
        days: command.days,
      },
      now,
    );
    const account = await findOrderShopperAndMerchant(trx, command.orderId);
    await deps.notifier.email(
      trx,
      account.email,
      instalmentMovedEmail({
        merchantName: account.name,
        sequence: instalment.sequence,
        fromDay: instalment.dueDay,
        toDay,
        amountCents: instalment.amountCents - instalment.paidCents,
        appUrl: deps.appUrl,
        locale: await findLocaleByEmail(trx, account.email),
      }),
    );
    return instalmentMoveView(move);
  });
}

/** Every move of the given orders, by order id (admins and the shopper's plan rights). */
export async function movesByOrder(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Map<string, InstalmentMoveView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await findMovesOfOrders(db, orderIds);
  return new Map(rows.map((row) => [row.order_id, instalmentMoveView(row)]));
}
