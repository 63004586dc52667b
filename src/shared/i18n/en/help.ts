import type { help as me } from '../me/help';

export const help: typeof me = {
  title: 'Help and frequently asked questions',
  lead: 'Answers about your limit, declined purchases, paying, moving an instalment and withdrawing, refunds, security and costs.',
  searchLabel: 'Search the questions',
  searchPlaceholder: 'e.g. limit, move instalment, card',
  resultsCount: 'Questions found: {count}',
  noResults: 'No question matches “{query}”.',
  clear: 'Clear the search',
  contactPrompt: 'Need more help?',
  contactLink: 'Write to us through the contact form',
  topics: [
    {
      id: 'limit',
      title: 'Limit',
      questions: [
        {
          q: 'What is my limit at the start?',
          a: 'Every account starts with a limit of €100. What you can spend is the limit less what you still owe on open plans.',
        },
        {
          q: 'How do I raise my limit?',
          a: 'Each plan you pay off in full raises the limit one step: €100, €300, €700, €1,500, then €3,000, up to the ceiling of your credit score level. The score grows when you pay on time and when you confirm your email and phone number. An overdue instalment freezes the limit.',
        },
        {
          q: 'Why is the available amount lower than my limit?',
          a: 'What you still owe on open plans is taken off the limit. Every instalment you pay adds its amount back to what is available.',
        },
      ],
    },
    {
      id: 'declines',
      title: 'Declined purchases',
      questions: [
        {
          q: 'Why was my purchase declined?',
          a: 'A purchase is declined when the amount is above your available limit, an instalment is overdue, your email address is not confirmed, your national ID number or phone number is missing, or the account is blocked. The checkout always says why and what you can do.',
        },
        {
          q: 'Can a person look at a declined purchase again?',
          a: 'Yes. When a purchase is declined for the limit or an overdue instalment, choose “Ask a person to review it” at checkout. We reply within 2 business days, and an approval is for that purchase only, for 7 days.',
        },
        {
          q: 'My card was declined. What now?',
          a: 'The reason is shown under the card number: declined, insufficient funds or expired. Check the number, expiry date and CVC, or try another card. A declined card does not change your credit score.',
        },
      ],
    },
    {
      id: 'paying',
      title: 'Paying instalments',
      questions: [
        {
          q: 'How do I pay my instalments?',
          a: 'You pay the first instalment by card at purchase; the others fall due monthly on the same day of the month. You pay them on your dashboard, and your saved card is offered first. We email a reminder three days before each due date.',
        },
        {
          q: 'What is autopay?',
          a: 'With a saved card you can turn on autopay: each instalment is charged on its due date. If a charge fails we email you, and you then pay that instalment yourself.',
        },
        {
          q: 'Can I pay early?',
          a: 'Yes: any instalment or the whole rest, at any time and at no cost. What you pay goes back into your available limit.',
        },
        {
          q: 'What if I pay an instalment late?',
          a: 'An instalment still unpaid 3 days after its due date becomes overdue: your credit score drops by 50 points, the limit freezes and new instalment purchases are declined until you pay it. We charge no interest and no late fee.',
        },
      ],
    },
    {
      id: 'moving',
      title: 'Moving an instalment and withdrawing',
      questions: [
        {
          q: 'Can I move an instalment?',
          a: 'Once per plan you can move one unpaid instalment that is not yet overdue by 1 to 30 days, at no cost. Choose “Move an instalment” on the plan.',
        },
        {
          q: 'How do I withdraw from the credit?',
          a: 'Within 14 days of the purchase choose “Withdraw from the credit” on the plan and pay the remaining principal by card, with no interest and no fee. The credit ends and the purchase from the merchant stays yours.',
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      questions: [
        {
          q: 'I returned the product. What happens to my instalments?',
          a: 'The merchant makes the refund. It first lowers what you still owe, starting from the last instalments, so the plan gets shorter; anything above that goes back to your card. A refund of the whole amount closes the plan. You get an email about every refund.',
        },
        {
          q: 'The merchant will not refund me. Who can help?',
          a: 'File a complaint on the “Complaints” page: we answer in writing within 15 days. If that does not settle it, you can turn to the Centre for Alternative Dispute Resolution or the Central Bank of Montenegro.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      questions: [
        {
          q: 'Do you keep my card number?',
          a: 'No. We keep only the card brand, the last four digits and the expiry date; the card is charged by the card payment processor.',
        },
        {
          q: 'Why do you ask for my national ID number and phone number?',
          a: 'We give consumer credit only to a person we can identify. The national ID number is stored encrypted and used only for credit.',
        },
        {
          q: 'I think someone knows my password. What should I do?',
          a: 'Change your password at once with “Forgot your password?” on the login page and contact us. After 5 wrong passwords, logging in is locked for a while.',
        },
        {
          q: 'When is support available?',
          a: 'Monday to Friday, {opens} to {closes}. At weekends we answer by email.',
        },
      ],
    },
    {
      id: 'fees',
      title: 'Costs',
      questions: [
        {
          q: 'What does NaRate cost me?',
          a: 'Nothing: 0% interest and no fees for processing, paying early, moving an instalment or withdrawing. You pay only the price of the product, split into 3, 6 or 12 instalments.',
        },
        {
          q: 'What does a merchant pay?',
          a: 'A merchant pays a fee only on successful sales: {starter} up to €5,000 of sales a month, {growth} up to €20,000, and above that by agreement, at most {growth}. The money for one day of sales reaches it by bank transfer the next business day.',
        },
      ],
    },
  ],
};
