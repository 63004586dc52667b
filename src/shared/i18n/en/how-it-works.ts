import type { howItWorks as me } from '../me/how-it-works';

export const howItWorks: typeof me = {
  title: 'How NaRate works',
  lead: 'Interest-free instalments in three steps. No paperwork and no waiting.',
  stepsTitle: 'Three steps',
  stepLabel: 'Step',
  steps: [
    {
      title: 'Choose a product',
      text: 'Find what you need at one of our partner merchants and add it to your cart.',
    },
    {
      title: 'Choose to pay in instalments',
      text: 'At checkout pick NaRate, choose 3, 6 or 12 instalments and see the whole repayment plan.',
    },
    {
      title: 'Take it at once',
      text: 'Approval comes within seconds. The product is yours at once and you pay monthly.',
    },
  ],
  statsTitle: 'NaRate in numbers',
  stats: [
    { value: 12, label: 'monthly instalments at most, interest-free' },
    { value: 14, label: 'days to withdraw from the credit at no cost' },
    { value: 1, label: 'business day until the merchant is paid' },
  ],
  benefitsTitle: 'Why NaRate',
  benefits: [
    { title: '3, 6 or 12 instalments', text: 'Choose the repayment pace that suits you.' },
    { title: 'No hidden costs', text: '0% interest, no processing fees and no surprises.' },
    { title: 'Instant approval', text: 'The decision comes within seconds, with no paperwork.' },
    { title: 'Security', text: '256-bit encryption and GDPR compliance protect your data.' },
  ],
  signup: 'Create an account',
  home: 'Back to the home page',
};
