import type { about as me } from '../me/about';

export const about: typeof me = {
  title: 'About us',
  lead: 'NaRate is a Montenegrin instalment payment service. We bring shoppers fair and simple buying, and merchants more sales without risk.',
  visionTitle: 'Our vision',
  vision:
    'We want paying in instalments to be simple, honest and open to everyone in Montenegro and the region: no interest, no small print and no queueing at the bank.',
  teamTitle: 'Our team',
  teamLead:
    'A small team from Podgorica with experience in payments, banking and product development.',
  team: [
    {
      title: 'Product and design',
      text: 'Makes every purchase clear, from the first click to the last instalment.',
    },
    {
      title: 'Risk and compliance',
      text: 'Responsible approvals, data protection and respect for the rules.',
    },
    { title: 'Technology', text: 'A fast and secure platform that runs around the clock.' },
    {
      title: 'Support',
      text: 'People who answer your questions on weekdays from 09:00 to 17:00, and by email at weekends.',
    },
  ],
  valuesTitle: 'Our values',
  values: [
    { title: 'Transparency', text: 'You always know how much you pay and when. No hidden costs.' },
    {
      title: 'Responsibility',
      text: 'Limits grow gradually, so shopping stays within your budget.',
    },
    {
      title: 'Security',
      text: 'We protect data with 256-bit encryption and in line with the GDPR.',
    },
    {
      title: 'Partnership',
      text: 'Merchants are paid the next business day, and we take the risk.',
    },
  ],
  contactTitle: 'Want to know more?',
  contactText: 'Write to us about partnerships, questions or ideas.',
  contactLink: 'Contact us',
};
