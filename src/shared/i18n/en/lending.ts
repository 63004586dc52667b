import type { Catalogue } from '../me';

export const lending: Catalogue['lending'] = {
  precontractPdf: 'Pre-contract information (PDF, to keep)',
  contractPdf: 'Credit agreement (PDF)',
  growthTitle: 'How your limit grows',
  growthRulesToggle: 'The rules for the limit',
  growthRules: [
    'You earn the points for an instalment on its due date, if it is paid by then. Paying early is welcome, but the points come on the due date.',
    'The limit goes up one step at the earliest 30 days after the last increase (or sign-up), once you have repaid principal of at least half your current limit since then.',
    'Before the first increase above the starting 100 € you declare your monthly net income and fixed obligations. The limit is never more than one month of disposable income (income minus obligations).',
    'An overdue instalment freezes the limit. Paying off small plans within minutes changes neither score nor limit.',
  ],
  nextStepDate: (date: string) => `Next increase at the earliest: ${date}`,
  repaidProgress: (repaid: string, needed: string) =>
    `Repaid since the last increase: ${repaid} of the ${needed} needed`,
  status: {
    stepped: 'Your limit has just gone up.',
    overdue: 'The limit is frozen while an instalment is overdue.',
    at_ceiling: 'The limit is at the highest level for your credit score.',
    too_soon: '30 days have not yet passed since the last increase (or sign-up).',
    not_enough_repaid: 'Repay more principal for the next step.',
    declaration_needed: 'For a limit above 100 €, declare your monthly income and obligations.',
    income_cap: 'The limit equals your monthly disposable income.',
  },
  declarationTitle: 'Income and obligations',
  declarationLead:
    'Before a limit above 100 € we need to know how much you can set aside each month. The figures are used only to assess your creditworthiness.',
  income: 'Monthly net income (€)',
  incomeHint: 'Salary, pension or other regular income, after tax.',
  obligations: 'Monthly fixed obligations (€)',
  obligationsHint: 'Rent, other loan instalments, alimony. Enter 0 if you have none.',
  declarationSave: 'Save',
  declarationSaving: 'Saving…',
  declarationSaved: 'Income and obligations saved.',
  declarationFailed: 'Income and obligations could not be saved.',
  declaredOn: (date: string, disposable: string) =>
    `Declared on ${date}. Disposable each month: ${disposable}.`,
};
