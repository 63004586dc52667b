// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanPreview, PrecontractInfo as Info } from '#shared/purchase-api';
import { splitInstalments } from '#shared/money';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { PrecontractInfo } from './precontract-info';

afterEach(cleanup);

const INFO: Info = {
  lenderName: 'NaRate d.o.o.',
  merchantName: 'Demo Prodavnica',
  totalCents: 7_900,
  interestRatePercent: 0,
  annualPercentageRate: 0,
  feesCents: 0,
  lateFeeCents: 0,
  withdrawalDays: 14,
  earlyRepaymentFree: true,
};

function plan(totalCents: number, count: 3 | 6 | 12): PlanPreview {
  return {
    instalmentCount: count,
    instalments: splitInstalments(totalCents, count).map((amountCents, i) => ({
      sequence: i + 1,
      // Only the first and last dates are worded; this test is about the amounts.
      dueDate: '2026-11-26',
      amountCents,
    })),
    totalCents,
    interestRatePercent: 0,
    feesCents: 0,
  };
}

function instalmentsRow(): string {
  const term = screen.getByText(/Broj i iznos rata|Number and amount of instalments/);
  return term.nextElementSibling?.textContent ?? '';
}

describe('PrecontractInfo', () => {
  it('states an uneven 12-instalment split exactly (79,00 €: four of 6,59 €, eight of 6,58 €)', () => {
    render(
      <I18nProvider start={{ locale: 'en', t: en }}>
        <PrecontractInfo info={INFO} plan={plan(7_900, 12)} />
      </I18nProvider>,
    );
    expect(instalmentsRow()).toBe(
      '12 instalments: the first €6.59 today, then 3\u00a0×\u00a0€6.59 and 8\u00a0×\u00a0€6.58 a month',
    );
  });

  it('keeps the short wording when every later instalment is the same', () => {
    render(
      <I18nProvider start={{ locale: 'me', t: me }}>
        <PrecontractInfo info={INFO} plan={plan(7_900, 3)} />
      </I18nProvider>,
    );
    expect(instalmentsRow()).toBe('3 rate: prva 26,34\u00a0€ danas, zatim 26,33\u00a0€ mjesečno');
  });
});
