import { ChevronLeft, ChevronRight } from 'lucide-react';
import { fillTemplate } from '#shared/i18n/format';
import { Button } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';

/** "Showing 21–40 of 95" with previous and next; hidden when everything fits one page. */
export function PaginationBar({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The list was counted only up to `total`: "of more than …". */
  totalCapped?: boolean;
  onPageChange(page: number): void;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0 && !totalCapped) return null;
  const from = (page - 1) * pageSize + 1;
  const to = totalCapped ? page * pageSize : Math.min(page * pageSize, total);
  return (
    <nav
      aria-label={t.admin.pagination.label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {fillTemplate(totalCapped ? t.admin.pagination.summaryMore : t.admin.pagination.summary, {
          from,
          to,
          total,
        })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t.admin.pagination.previous}
          </Button>
          <span>
            {fillTemplate(t.admin.pagination.page, {
              page,
              pages: totalCapped ? `${Math.max(pages, page)}+` : pages,
            })}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={!totalCapped && page >= pages}
          >
            {t.admin.pagination.next}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
