// docs/product.md is the product's rulebook: every number it states (fees, limits, steps,
// deadlines) must be the number the code uses. Each line below finds the sentence in the rulebook
// and builds the number it must contain from the constant itself, so changing either one alone
// fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import {
  REVIEW_APPROVAL_DAYS,
  MAX_MOVE_DAYS,
  WITHDRAWAL_PERIOD_DAYS,
} from '#shared/consumer-rights';
import {
  CREDIT_TIERS,
  EMAIL_VERIFICATION_BONUS,
  PHONE_VERIFICATION_BONUS,
  SCORE_MAX,
  SCORE_MIN,
  SIGNUP_BONUS,
  START_LIMIT_CENTS,
  START_SCORE,
} from '#shared/credit-tiers';
import { DISPUTE_DESCRIPTION_MIN, DISPUTE_RESPOND_DAYS, DISPUTE_TEXT_MAX } from '#shared/disputes';
import { formatEur } from '#shared/money';
import { PAYOUT_BUSINESS_DAYS_AFTER_SALE } from '#shared/product-claims';
import {
  MAX_CHECKOUT_AMOUNT_CENTS,
  MIN_CHECKOUT_AMOUNT_CENTS,
} from '#shared/validation/purchase-schemas';
import {
  CODE_TTL_MS,
  MAX_CODES_PER_HOUR,
  MAX_WRONG_ATTEMPTS,
  RESEND_WAIT_MS,
} from './accounts/verification-codes';
import {
  LOCK_MINUTES,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_ADDRESS,
} from './auth/login-service';
import { loadConfig } from './config';
import { CREDIT_HISTORY_RETENTION_YEARS } from './credit/credit-history';
import { MIN_PURCHASE_CENTS } from './rules/decision';
import { DEFAULT_OVERDUE_GRACE_DAYS } from './rules/overdue';
import {
  ACCOUNT_AGE_POINTS_PER_MONTH,
  ON_TIME_FULL_POINTS_AMOUNT_CENTS,
  ON_TIME_MAX_POINTS,
  ON_TIME_MIN_POINTS,
  OVERDUE_PENALTY,
  PLAN_COMPLETED_BONUS,
  PLAN_COMPLETED_FULL_AMOUNT_CENTS,
} from './rules/scoring';
import { LIMIT_STEPS_CENTS } from './rules/limit-steps';
import { PDF_RATE_LIMIT } from './lending/pdf-rate-limit';
import { REMINDER_DAYS_BEFORE } from './orders/reminder-job';
import { PROVIDER_TIMEOUT_MS } from './payments/timeout-provider';

/** The rulebook as one line of text: a sentence may wrap anywhere. */
const rulebook = readFileSync(join(import.meta.dirname, '../../docs/product.md'), 'utf8')
  .replace(/\s+/g, ' ')
  .replace(/ \|/g, '|')
  .replace(/\| /g, '|');

/** Whole euros as the rulebook writes them: "1.500 €"; cents only when there are some. */
const eur = (cents: number) => formatEur(cents).replace(/\s/g, ' ');
const euros = (cents: number) =>
  cents % 100 === 0 ? eur(cents).replace(/,00 €$/, ' €') : eur(cents);
const wholeEuros = (cents: number) => euros(cents).replace(/ €$/, '');
const signed = (points: number) => (points < 0 ? `−${-points}` : `+${points}`);
const defaults = loadConfig({});

const statements: [string, string][] = [
  [
    'instalment counts',
    `(${INSTALMENT_OPTIONS.slice(0, -1).join(', ')} or ${INSTALMENT_OPTIONS.at(-1)})`,
  ],
  ['payout day', PAYOUT_BUSINESS_DAYS_AFTER_SALE === 1 ? 'paid the next business day' : '?'],
  [
    'score range and start',
    `A score runs from ${SCORE_MIN} to ${SCORE_MAX} and starts at ${START_SCORE}`,
  ],
  ['starting limit', `Every account starts at a ${euros(START_LIMIT_CENTS)} limit`],
  ['limit steps', `one step along ${LIMIT_STEPS_CENTS.map(wholeEuros).join(', ')} €`],
  ['sign-up points', `|sign-up|${signed(SIGNUP_BONUS)}|`],
  ['email points', `|email verified|${signed(EMAIL_VERIFICATION_BONUS)} (once)|`],
  ['phone points', `|phone verified|${signed(PHONE_VERIFICATION_BONUS)} (once)|`],
  [
    'on-time points',
    `${ON_TIME_MIN_POINTS} plus up to ${ON_TIME_MAX_POINTS - ON_TIME_MIN_POINTS} in proportion to the month's on-time instalments together, ${ON_TIME_MAX_POINTS} from ${euros(ON_TIME_FULL_POINTS_AMOUNT_CENTS)} up`,
  ],
  [
    'plan completion points',
    `up to ${PLAN_COMPLETED_BONUS}, in proportion to the plans repaid, ${PLAN_COMPLETED_BONUS} from ${euros(PLAN_COMPLETED_FULL_AMOUNT_CENTS)} up`,
  ],
  ['overdue penalty', `|instalment overdue|${signed(OVERDUE_PENALTY)}, once per instalment|`],
  [
    'account age points',
    `|account age|${signed(ACCOUNT_AGE_POINTS_PER_MONTH)} for every full month`,
  ],
  ['smallest purchase', `the amount is under ${eur(MIN_PURCHASE_CENTS)}`],
  ['smallest purchase in the schema', `the amount is under ${eur(MIN_CHECKOUT_AMOUNT_CENTS)}`],
  ['largest checkout', `A merchant's checkout is at most ${euros(MAX_CHECKOUT_AMOUNT_CENTS)}.`],
  [
    'decisions at once',
    `\`DECISION_CONCURRENCY\` confirmations at once (${defaults.decisionConcurrency})`,
  ],
  ['review approval window', `within ${REVIEW_APPROVAL_DAYS} days of the decision`],
  ['reminder', `A reminder email goes out ${REMINDER_DAYS_BEFORE} days before each due date`],
  ['withdrawal period', `until the ${WITHDRAWAL_PERIOD_DAYS}th day after the purchase`],
  ['instalment move', `by 1 to ${MAX_MOVE_DAYS} days, free`],
  ['dispute deadline', `answers in its "Prigovori" tab within ${DISPUTE_RESPOND_DAYS} days`],
  ['dispute text', `(${DISPUTE_DESCRIPTION_MIN} to ${DISPUTE_TEXT_MAX} characters)`],
  ['PDF rate', `at most ${PDF_RATE_LIMIT.max} a minute per signed-in user`],
  [
    'grace days',
    `plus the grace days (${DEFAULT_OVERDUE_GRACE_DAYS} unless \`OVERDUE_GRACE_DAYS\``,
  ],
  ['credit history kept', `by the JMBG hash for ${CREDIT_HISTORY_RETENTION_YEARS} years`],
  ['provider call limit', `Each payment provider call has a ${PROVIDER_TIMEOUT_MS / 1000} s limit`],
  ['login lock', `${MAX_FAILED_LOGINS} wrong passwords in a row for one email`],
  [
    'login lock time',
    `wait ${LOCK_MINUTES} minutes before it may try that email again, and ${MAX_FAILED_LOGINS_PER_ADDRESS} wrong passwords`,
  ],
  [
    'verification codes',
    `code lives ${CODE_TTL_MS / 60_000} minutes and allows ${MAX_WRONG_ATTEMPTS} wrong tries; a resend waits ${RESEND_WAIT_MS / 1000} s, and at most ${MAX_CODES_PER_HOUR} codes go out per hour`,
  ],
];

describe('docs/product.md states the numbers the code uses', () => {
  it.each(statements)('%s', (_what, sentence) => {
    expect(rulebook).toContain(sentence);
  });

  it('lists every credit band with its scores and limit ceiling', () => {
    for (const tier of CREDIT_TIERS) {
      const ceiling = `${euros(tier.limitCents)}`.replace(' €', tier.openEnded ? '+ €' : ' €');
      expect(rulebook).toContain(`|${tier.name}|${tier.minScore}-${tier.maxScore}|${ceiling}|`);
    }
  });

  it('finds a changed number (the check is not vacuous)', () => {
    expect(rulebook).not.toContain(
      `until the ${WITHDRAWAL_PERIOD_DAYS + 1}th day after the purchase`,
    );
  });
});
