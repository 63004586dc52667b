import type { InstalmentMoveView } from '#shared/consumer-rights';
import { fromCalendarDay } from '#shared/dates';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminFormat } from '../use-admin-format';

/**
 * The instalment the shopper moved on a purchase's plan, told in one sentence on the admin's
 * purchase row: which instalment, from and to which day, and when the shopper asked for it.
 * Due days are calendar days, read at local midnight so no day shifts.
 */
export function InstalmentMoveNote({ move }: { move: InstalmentMoveView }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const day = (value: string) => format.date(fromCalendarDay(value).toISOString());
  return (
    <span
      className="mt-1 block min-w-[12rem] text-xs font-medium text-amber-800"
      data-testid="admin-instalment-move"
    >
      {t.admin.transactions.moveNote(
        move.sequence,
        day(move.fromDay),
        day(move.toDay),
        format.date(move.createdAt),
      )}
    </span>
  );
}
