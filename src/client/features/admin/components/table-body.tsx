import type { ReactNode } from 'react';
import { Spinner } from '#client/components/ui/spinner';
import { TableMessageRow } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { LoadError } from './load-error';

/**
 * The body of an admin list: a spinner while it loads, the load error with a retry, the empty
 * text, or one row per item. An empty list is never shown for data that failed to load.
 */
export function TableBody<T>({
  list: { rows, isPending, error, onRetry },
  colSpan,
  empty,
  children,
}: {
  list: {
    rows: readonly T[] | undefined;
    isPending: boolean;
    error: unknown;
    onRetry?: (() => void) | undefined;
  };
  colSpan: number;
  empty: ReactNode;
  children: (row: T) => ReactNode;
}) {
  return <tbody>{rowsOf({ rows, isPending, error, onRetry, colSpan, empty, children })}</tbody>;
}

function rowsOf<T>({
  rows,
  isPending,
  error,
  onRetry,
  colSpan,
  empty,
  children,
}: {
  rows: readonly T[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry?: (() => void) | undefined;
  colSpan: number;
  empty: ReactNode;
  children: (row: T) => ReactNode;
}) {
  if (rows === undefined) {
    return (
      <TableMessageRow colSpan={colSpan}>
        {isPending ? <LoadingLabel /> : <LoadError error={error} onRetry={() => onRetry?.()} />}
      </TableMessageRow>
    );
  }
  if (rows.length === 0) return <TableMessageRow colSpan={colSpan}>{empty}</TableMessageRow>;
  return <>{rows.map(children)}</>;
}

function LoadingLabel() {
  const { t } = useI18n();
  return <Spinner label={t.admin.common.loading} />;
}
