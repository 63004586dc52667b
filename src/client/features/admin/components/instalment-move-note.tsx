import { CalendarClock } from 'lucide-react';
import type { InstalmentMoveView } from '../../../../shared/consumer-rights';
import { toCalendarDay } from '../../../../shared/dates';
import { useI18n } from '../../../i18n/i18n-context';
import { useDayFormat } from '../../../i18n/use-day-format';

/**
 * The instalment the shopper moved on a purchase's plan, told in one sentence on the admin's
 * purchase row: which instalment, from and to which day, and when the shopper asked for it.
 */
export function InstalmentMoveNote({ move }: { move: InstalmentMoveView }) {
  const { t } = useI18n();
  const day = useDayFormat();
  const requested = day(toCalendarDay(new Date(move.createdAt)));
  return (
    <span
      className="mt-1 flex min-w-[12rem] items-start gap-1 text-xs text-slate-700"
      data-testid="admin-instalment-move"
    >
      <CalendarClock aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
      {t.admin.transactions.moveNote(move.sequence, day(move.fromDay), day(move.toDay), requested)}
    </span>
  );
}
