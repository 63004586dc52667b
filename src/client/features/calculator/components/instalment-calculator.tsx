import { useId, useState } from 'react';
import {
  AMOUNT_SLIDER_STEP,
  amountInputToValue,
  amountOnBlur,
  CALCULATOR_MAX_AMOUNT,
  CALCULATOR_MIN_AMOUNT,
  DEFAULT_AMOUNT,
  DEFAULT_INSTALMENTS,
  INSTALMENT_OPTIONS,
  instalmentAmount,
  instalmentSchedule,
  readAmountText,
  roundingDifference,
  sanitizeAmountInput,
} from '#shared/calculator';
import { countOf, fillTemplate, pluralForm } from '#shared/i18n/format';
import { MONEY_LOCALES } from '#shared/i18n/money-locale';
import { eurosToCents, formatEur } from '#shared/money';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { ScheduleList } from './schedule-list';

const rangeClasses = 'h-2 w-full cursor-pointer accent-brand-700';

/**
 * "Izračunaj svoju ratu" (0-5.000 €): amount field and slider, and the instalment counts the
 * checkout offers (3, 6, 12). The field takes amounts as either language writes them and says
 * under it what it understood.
 */
export function InstalmentCalculator() {
  const { t, locale } = useI18n();
  const c = t.calculator;
  const money = MONEY_LOCALES[locale];
  const ids = { amount: useId(), amountHint: useId(), understood: useId(), count: useId() };
  const [amountText, setAmountText] = useState(String(DEFAULT_AMOUNT));
  const [count, setCount] = useState<number>(DEFAULT_INSTALMENTS);
  // The plan starts on the day the page was opened, like a purchase made today.
  const [startDate] = useState(() => new Date());

  const amount = amountInputToValue(amountText);
  const readCents = readAmountText(amountText);
  const totalCents = eurosToCents(amount);
  const perInstalmentCents = eurosToCents(instalmentAmount(amount, count));
  const schedule = instalmentSchedule(amount, count, startDate);
  const rounding = roundingDifference(totalCents, count, perInstalmentCents);

  return (
    <section id="kalkulator" aria-labelledby="calculator-title" className="py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="calculator-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {c.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{c.lead}</p>
          <div className="mt-8 space-y-8">
            <div className="space-y-3">
              <label htmlFor={ids.amount} className="block text-sm font-medium text-slate-800">
                {c.amountLabel}
              </label>
              <input
                id={ids.amount}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={`${ids.understood} ${ids.amountHint}`}
                aria-invalid={readCents === null || undefined}
                value={amountText}
                onChange={(e) => {
                  const next = sanitizeAmountInput(e.target.value, amountText);
                  // Rejected typing must leave the field as it was, even if state does not change.
                  if (next !== e.target.value) e.target.value = next;
                  setAmountText(next);
                }}
                onBlur={() => setAmountText((text) => amountOnBlur(text))}
                className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-lg font-semibold tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
              <input
                type="range"
                aria-label={c.amountSliderLabel}
                aria-valuetext={formatEur(totalCents, money)}
                min={CALCULATOR_MIN_AMOUNT}
                max={CALCULATOR_MAX_AMOUNT}
                step={AMOUNT_SLIDER_STEP}
                value={amount}
                onChange={(e) => setAmountText(e.target.value)}
                className={rangeClasses}
              />
              <p
                id={ids.understood}
                data-testid="amount-understood"
                aria-live="polite"
                className={
                  readCents === null
                    ? 'text-sm font-medium text-red-700'
                    : 'text-sm font-medium text-slate-800'
                }
              >
                {readCents === null
                  ? c.notUnderstood
                  : fillTemplate(c.understood, { amount: formatEur(totalCents, money) })}
              </p>
              <p id={ids.amountHint} className="text-sm text-slate-600">
                {c.amountHint}
              </p>
            </div>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium text-slate-800">{c.instalmentsLabel}</legend>
              <div className="grid grid-cols-3 gap-2">
                {INSTALMENT_OPTIONS.map((option) => (
                  <label
                    key={option}
                    className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40"
                  >
                    <input
                      type="radio"
                      name="instalments"
                      value={option}
                      checked={count === option}
                      onChange={() => setCount(option)}
                      className="sr-only"
                    />
                    {countOf(locale, option, c.instalmentWord)}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
        <Card className="lg:mt-2">
          <p className="text-sm font-medium text-slate-600">{c.perInstalment}</p>
          <p
            data-testid="per-instalment"
            aria-live="polite"
            className="mt-1 text-4xl font-extrabold tabular-nums text-brand-700"
          >
            {formatEur(perInstalmentCents, money)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {fillTemplate(c.perInstalmentNote, {
              count,
              word: pluralForm(locale, count, c.instalmentWord),
            })}
          </p>
          {rounding && (
            <p data-testid="rounding-note" className="mt-1 text-sm text-slate-600">
              {fillTemplate(
                pluralForm(
                  locale,
                  rounding.instalments,
                  rounding.which === 'first_higher' ? c.roundingFirstHigher : c.roundingLastLower,
                ),
                { n: rounding.instalments },
              )}
            </p>
          )}
          <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-4 text-sm">
            <div>
              <dt className="text-slate-600">{c.total}</dt>
              <dd data-testid="calculator-total" className="text-lg font-semibold tabular-nums">
                {formatEur(totalCents, money)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{c.interest}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatEur(0, money)}</dd>
            </div>
          </dl>
          <ScheduleList schedule={schedule} />
          <p className="mt-4 text-xs text-slate-600">{c.disclaimer}</p>
        </Card>
      </div>
    </section>
  );
}
