import type { calculator as me } from '../me/calculator';

export const calculator: typeof me = {
  title: 'Work out your instalment',
  lead: 'Type an amount or move the slider, pick the number of instalments and see your monthly payment at once.',
  amountLabel: 'Purchase amount (€)',
  amountSliderLabel: 'Purchase amount, slider',
  amountHint: 'From €0 to €5,000, e.g. 1,234.56',
  understood: 'Calculating with {amount}',
  notUnderstood: 'We cannot read this amount. Type it e.g. as 1,234.56 or 1234.56.',
  instalmentsLabel: 'Number of instalments',
  instalmentWord: { one: 'instalment', few: 'instalments', other: 'instalments' },
  perInstalment: 'Monthly instalment',
  perInstalmentNote: '{count} {word} · 0% interest',
  total: 'Total to pay',
  interest: 'Interest',
  scheduleTitle: 'Repayment plan',
  scheduleShow: 'Show repayment plan',
  scheduleHide: 'Hide repayment plan',
  instalmentN: 'Instalment {index}',
  today: 'today',
  roundingFirstHigher: {
    one: 'The first instalment is 1 cent higher because of rounding.',
    few: 'The first {n} instalments are 1 cent higher because of rounding.',
    other: 'The first {n} instalments are 1 cent higher because of rounding.',
  },
  roundingLastLower: {
    one: 'The last instalment is 1 cent lower because of rounding.',
    few: 'The last {n} instalments are 1 cent lower because of rounding.',
    other: 'The last {n} instalments are 1 cent lower because of rounding.',
  },
  disclaimer: 'An estimate. You see the final plan at checkout before you confirm the purchase.',
};
