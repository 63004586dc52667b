import type { security as me } from '../me/security';

export const security: typeof me = {
  title: 'Security and privacy',
  lead: 'Your data and your money deserve the best protection. This is how we keep them safe.',
  measuresTitle: 'How we protect you',
  items: [
    {
      title: '256-bit encryption',
      text: 'All communication with NaRate uses an encrypted connection, and sensitive data is stored encrypted.',
    },
    {
      title: 'GDPR compliance',
      text: 'We collect only the data the service needs, use it only with your consent and never sell it.',
    },
    {
      title: 'Account protection',
      text: 'Passwords are stored only in a form that cannot be reversed, and guessing attempts are blocked.',
    },
    {
      title: 'Fraud monitoring',
      text: 'Every purchase passes automatic checks, and suspicious activity is stopped at once.',
    },
  ],
  rightsTitle: 'Your rights',
  rights: [
    'The right to see the data we hold about you',
    'The right to have wrong data corrected',
    'The right to have your account and data deleted',
    'The right to withdraw consent to newsletters',
  ],
  ctaTitle: 'Shop safely with NaRate',
  ctaSignedIn: 'Go to my account',
  ctaSignedOut: 'Create an account',
  questions: 'A question about privacy?',
  contactLink: 'Contact us',
};
