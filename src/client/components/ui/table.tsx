import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { useI18n } from '#client/i18n/i18n-context';
import { cn } from '#client/lib/cn';

/**
 * Below 640 px a stacked table shows each row as a card of its cells; a cell's `label` is shown
 * before its value there, since the column headers are then visually hidden.
 */
export const STACKED = cn(
  'sm:min-w-[40rem]',
  'max-sm:[&_.stack-label]:inline',
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only',
  'max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap max-sm:[&_tr]:items-center max-sm:[&_tr]:gap-x-3',
  'max-sm:[&_tr]:border-b max-sm:[&_tr]:border-slate-100 max-sm:[&_tr]:px-3 max-sm:[&_tr]:py-2',
  'max-sm:[&_td]:border-0 max-sm:[&_td]:p-0.5 max-sm:[&_td]:text-left',
);

/**
 * A data table that scrolls sideways on narrow screens instead of squeezing its columns, with a
 * visible hint under it on phones (where it is always wider than the screen); the caption names
 * it for screen readers (visually hidden unless asked otherwise).
 */
export function Table({
  caption,
  showCaption = false,
  stackOnPhone = false,
  children,
  className,
}: {
  caption: string;
  showCaption?: boolean;
  /**
   * Below 640 px each row becomes a card of its cells, one after another, so the key columns
   * (name, status, the open link) are on screen without a sideways swipe.
   */
  stackOnPhone?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <div
        // relative: visually hidden (absolute) cells and captions stay inside the scroll box.
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
        // The scroll container itself can take focus so keyboard users can scroll it.
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table
          className={cn(
            'w-full border-collapse text-left text-sm',
            stackOnPhone ? STACKED : 'min-w-[40rem]',
          )}
        >
          <caption className={showCaption ? 'p-3 text-left font-semibold' : 'sr-only'}>
            {caption}
          </caption>
          {children}
        </table>
      </div>
      <p
        className={cn(
          'mt-1 flex items-center gap-1 text-xs text-slate-600 sm:hidden',
          stackOnPhone && 'hidden',
        )}
        data-testid="table-scroll-hint"
      >
        <MoveHorizontal aria-hidden="true" className="h-3.5 w-3.5" />
        {t.shell.tableScrollHint}
      </p>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

export function Td({
  className,
  label,
  children,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column's name, shown before the value only when the table stacks on a phone. */
  label?: string;
}) {
  return (
    <td className={cn('border-b border-slate-100 px-4 py-3 align-top', className)} {...props}>
      {label && <StackLabel>{label}</StackLabel>}
      {children}
    </td>
  );
}

/** A column name shown in a stacked row on a phone (screen readers have the header already). */
export function StackLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="stack-label mr-1 hidden text-xs text-slate-600">
      {children}:
    </span>
  );
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('hover:bg-slate-50', className)} {...props} />;
}

/** One full-width row for loading, empty and error states. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}
