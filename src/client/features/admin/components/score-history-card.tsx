import type { ScoreHistoryEntry } from '#shared/admin-api';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { cn } from '#client/lib/cn';
import { useAdminFormat } from '../use-admin-format';

export function ScoreHistoryCard({ entries }: { entries: ScoreHistoryEntry[] }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">{t.admin.user.history}</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t.admin.user.historyEmpty}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {entry.kind ? t.plans.score.reasons[entry.kind] : entry.reason}
                </span>
                <time dateTime={entry.createdAt} className="text-slate-600">
                  {format.dateTime(entry.createdAt)}
                </time>
              </span>
              <span className="whitespace-nowrap text-right tabular-nums">
                <span
                  className={cn(
                    'font-semibold',
                    entry.delta >= 0 ? 'text-emerald-800' : 'text-red-700',
                  )}
                >
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </span>{' '}
                <span className="text-slate-600">→ {entry.scoreAfter}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
