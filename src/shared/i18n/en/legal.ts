import type { legal as me } from '../me/legal';

export const legal: typeof me = {
  termsVersion: 'Version 2026-11-20',
  terms: {
    title: 'Terms of use',
    lead: 'The rules between you and NaRate d.o.o. (Podgorica) when you buy in interest-free instalments.',
    sections: [
      {
        heading: 'What NaRate is',
        paragraphs: [
          'NaRate gives you interest-free consumer credit for purchases at partner merchants: the merchant is paid at once and you pay in 3, 6 or 12 monthly instalments. The borrowing rate is 0 %, the APR 0 %, and there are no fees.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'One person has one account: a JMBG and a verified phone number can belong to one account only. Your details must be true and your own.',
          'Only you keep your password. If you suspect someone else uses it, change it at once and contact us.',
        ],
      },
      {
        heading: 'Limit and creditworthiness',
        paragraphs: [
          'Every account starts with a 100 € limit. The limit rises at most one step in 30 days, once you have repaid principal of at least half the current limit, and is never more than the monthly disposable income you declare before the first increase.',
          'Before every purchase we check that the amount fits your available limit and that no instalment is overdue. If a purchase is declined you see why and can ask for a person to review it.',
        ],
      },
      {
        heading: 'Agreement and documents',
        paragraphs: [
          'Before you confirm you get the pre-contract information as a PDF. Once you confirm, we email you the credit agreement and you can download it from the plan. We keep the time, the address you accepted from and a fingerprint (SHA-256) of the document.',
        ],
      },
      {
        heading: 'Paying, late payment, withdrawal',
        paragraphs: [
          'The first instalment is paid at purchase, the rest monthly; you may pay any of them early at no cost. A reminder comes 3 days before each due date.',
          'An instalment unpaid a few days after its due date lowers your credit score by 50 points, freezes the limit and stops new purchases until it is paid. There is no default interest and no late fee.',
          'You may withdraw from the credit within 14 days without giving a reason, paying only the remaining principal.',
        ],
      },
      {
        heading: 'Complaints and disputes',
        paragraphs: [
          'File a complaint on the Complaints page; we answer within 15 days. If you are not satisfied, you can turn to the Centre for Alternative Dispute Resolution in Podgorica or to the Central Bank of Montenegro, which supervises consumer credit providers.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'What data NaRate d.o.o. processes, why, and your rights (GDPR and the Montenegrin Personal Data Protection Act).',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Name, email, phone number (in international form), JMBG (encrypted with AES-256-GCM, plus a keyed fingerprint that prevents duplicate accounts), declared income and obligations, purchases, instalments, payments (card brand and last 4 digits only) and your credit score history.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To conclude and perform the credit agreement, assess creditworthiness as the law requires, prevent fraud (one person, one account) and meet legal duties to keep agreements.',
        ],
      },
      {
        heading: 'Who receives it',
        paragraphs: [
          'The merchant you buy from gets the order details only; the card payment provider gets what it needs to charge; authorities get data where the law requires. We do not sell data.',
        ],
      },
      {
        heading: 'How long',
        paragraphs: [
          'While you have an account; agreements and accounting records as long as regulations require, also after the account is deleted.',
          'When you delete your account we keep your credit history for five years: the score, the number of late payments and written-off debts, and which one-time points you already received. It is kept with a protected fingerprint (hash) of your JMBG, not with the JMBG itself or any other data. If you sign up again with the same JMBG within that time, the new account continues from that history; after five years we delete it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'On the dashboard you can download all your data and delete the account when you owe nothing. You can ask for corrections or restricted processing and complain to the Personal Data Protection and Free Access to Information Agency.',
        ],
      },
    ],
  },
  complaints: {
    title: 'Complaints',
    lead: 'Unhappy with something about a credit, an instalment or a decision? Send us a complaint.',
    deadline: 'We answer every complaint in writing within 15 days of receiving it.',
    outOfCourt:
      'If you are not satisfied with the answer, you can settle the dispute out of court before the Centre for Alternative Dispute Resolution in Podgorica (mediation), or turn to the Central Bank of Montenegro, which supervises consumer credit providers.',
    formTitle: 'File a complaint',
    name: 'Full name',
    email: 'Email for the answer',
    message: 'Your complaint',
    messageHint: 'Name the order or instalment it concerns and what you expect.',
    submit: 'Send complaint',
    submitting: 'Sending…',
    sent: 'Complaint received. We will answer within 15 days.',
    failed: 'The complaint could not be sent. Please try again.',
  },
  signupTermsBefore: 'I accept the ',
  signupTermsLink: 'terms of use',
  signupTermsMiddle: ' and the ',
  signupPrivacyLink: 'privacy policy',
};
