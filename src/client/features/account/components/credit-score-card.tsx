import { TrendingUp } from 'lucide-react';
import type { CreditScoreView } from '#shared/account';
import { SCORE_MAX, ringFraction } from '#shared/credit-tiers';
import { creditLevelName } from '#client/i18n/credit-level';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score on a ring that is full at the top score, its band, the limit and what raises it. */
export function CreditScoreCard({ score }: { score: CreditScoreView }) {
  const { t } = useI18n();
  const c = t.dashboard.score;
  const { money } = useFormatters();
  const band = creditLevelName(t.shell.creditLevels, score.score);
  const filled = ringFraction(score.score) * CIRCUMFERENCE;
  return (
    <Card className="space-y-6">
      <h2 id="credit-score-title" className="text-lg font-semibold text-slate-900">
        {c.title}
      </h2>
      <div className="flex flex-col items-center gap-6 sm:flex-row">
        <div className="relative h-36 w-36 shrink-0">
          <svg
            viewBox="0 0 120 120"
            className="h-full w-full -rotate-90"
            role="img"
            aria-label={c.ringLabel(score.score, band, SCORE_MAX)}
          >
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              className="stroke-slate-200"
            />
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
              className="stroke-brand-600"
              data-testid="score-ring"
              data-fraction={ringFraction(score.score).toFixed(4)}
            />
          </svg>
          <div
            aria-hidden="true"
            className="absolute inset-0 grid place-content-center text-center"
          >
            <span className="text-3xl font-extrabold text-slate-900" data-testid="credit-score">
              {score.score}
            </span>
            <span className="text-xs text-slate-600">{c.scale(SCORE_MAX)}</span>
          </div>
        </div>
        <dl className="grid w-full gap-4">
          <div>
            <dt className="text-sm text-slate-600">{c.level}</dt>
            <dd className="text-xl font-bold text-brand-800" data-testid="credit-band">
              {band}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{c.limit}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid="spending-limit">
              {money(score.spendingLimitCents)}
            </dd>
            <dd className="text-sm text-slate-600">{c.limitNote}</dd>
          </div>
        </dl>
      </div>
      <div className="rounded-xl bg-brand-50 p-4">
        <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-brand-900">
          <TrendingUp aria-hidden="true" className="h-4 w-4" />
          {c.raiseTitle}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {c.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
