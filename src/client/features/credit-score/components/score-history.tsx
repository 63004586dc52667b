import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { cn } from '#client/lib/cn';
import { useScoreHistory } from '../api/score-history';

/** "Zašto se moj skor promijenio?": each score change, newest first, with its reason. */
export function ScoreHistory() {
  const { t } = useI18n();
  const s = t.plans.score;
  const { date } = useFormatters();
  const history = useScoreHistory();
  return (
    <Card aria-labelledby="score-history-title" className="space-y-4">
      <div>
        <h2 id="score-history-title" className="text-xl font-bold text-slate-900">
          {s.title}
        </h2>
        <p className="text-sm text-slate-700">{s.subtitle}</p>
      </div>
      {history.isPending ? (
        <Spinner label={t.shell.loading} className="py-6" />
      ) : history.isError ? (
        <p role="alert" className="text-slate-800">
          {s.loadFailed}
        </p>
      ) : history.data.entries.length === 0 ? (
        <p className="text-slate-700">{s.empty}</p>
      ) : (
        <>
          <p className="font-semibold text-slate-900">{s.current(history.data.score)}</p>
          <ol
            aria-labelledby="score-history-title"
            // Focusable so keyboard users can scroll the list when a long history overflows.
            tabIndex={0}
            className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="score-history"
          >
            {history.data.entries.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                <div>
                  <p className="text-slate-900">
                    {entry.kind ? s.reasons[entry.kind] : entry.reason}
                  </p>
                  <p className="text-xs text-slate-600">
                    {date(entry.createdAt)} · {s.after(entry.scoreAfter)}
                  </p>
                </div>
                <span
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    entry.delta >= 0 ? 'text-emerald-800' : 'text-red-700',
                  )}
                >
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
