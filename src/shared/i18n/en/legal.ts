import type { legal as me } from '../me/legal';

export const legal: typeof me = {
  termsVersion: 'Version 2026-11-26 · in force from 26 November 2026',
  terms: {
    title: 'Terms of use',
    lead: 'The rules between you and NaRate d.o.o. (Podgorica) when you buy in interest-free instalments: who we are, how we grant credit, what you pay and what your rights are.',
    sections: [
      {
        heading: '1. The parties and what this is about',
        paragraphs: [
          'These terms are agreed between you, the adult who opens the account ("you"), and NaRate d.o.o., Podgorica, Montenegro ("NaRate"). The company’s contact details are on the Contact page.',
          'NaRate gives you interest-free consumer credit for purchases at partner merchants: we pay the merchant the price at once and you repay us the purchase amount in 3, 6 or 12 monthly instalments. Every purchase has its own credit agreement; these terms apply to your account and to every such agreement, and where a credit agreement and these terms differ, the agreement prevails.',
          'You buy the goods or service from the merchant. The merchant is responsible for delivery, quality, warranty and returns.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'One person has one account: a JMBG and a verified phone number can belong to one account only. Your details must be true and your own, and you keep them up to date (phone, income, obligations) on the dashboard.',
          'Only you keep your password. If you suspect someone else uses it, change it at once and contact us. We may block an account whose details are untrue, on suspicion of fraud, or where the law requires it.',
        ],
      },
      {
        heading: '3. How we grant credit',
        paragraphs: [
          'Every purchase is decided at once, before you confirm it. It is approved when the amount is at least 1,00 € and at most 5.000 €, the account is not blocked, your email address is verified, no instalment is overdue and the amount fits your available limit (the limit less what you still owe on open plans).',
          'If a purchase is declined you see why and what you can do. When the reason is the limit or an overdue instalment, you can ask for a person to review the decision; we answer within 2 working days, and an approval covers only that purchase, for 7 days.',
          'We grant credit according to the assessment of your creditworthiness that the law requires. You have no right to credit that the assessment does not support.',
        ],
      },
      {
        heading: '4. Limit and creditworthiness',
        paragraphs: [
          'Every account starts with a 100 € limit. The limit rises in steps of 100, 300, 700, 1.500 and 3.000 €, at most one step in 30 days, once you have repaid principal of at least half the current limit and nothing is overdue. It never exceeds the ceiling of your credit score level, nor the monthly disposable income you declare before the first increase.',
          'Your credit score (300 to 1000, starting at 500) rises when you verify your email and phone, pay on time and as your account ages, and falls by 50 points for each overdue instalment. You see every change and its reason on the dashboard.',
        ],
      },
      {
        heading: '5. Costs: 0 % interest, no fees',
        paragraphs: [
          'The borrowing rate is 0 % and the annual percentage rate (APR) is 0 %. The total you pay equals the purchase price: the instalments add up exactly to the purchase amount.',
          'You pay no fee to open or keep an account, for the credit, for early repayment, for moving an instalment, for withdrawing from the credit or for paying late, and there is no default interest. The merchant pays NaRate a commission on each purchase; it is not added to your price.',
          'Any charges your own bank makes for card payments are set by your bank, not by NaRate.',
        ],
      },
      {
        heading: '6. Agreement and documents',
        paragraphs: [
          'Before you confirm a purchase you get the pre-contract information as a PDF, with the amount, the instalments and their due dates. Once you confirm, we email you the credit agreement and you can download it from the plan; every payment has a receipt (PDF).',
          'With the agreement we keep the time you accepted it, the address you accepted it from and a fingerprint (SHA-256) of the document. We also keep the version of these terms you accepted when you opened your account.',
        ],
      },
      {
        heading: '7. Paying the instalments',
        paragraphs: [
          'The purchase amount is split into 3, 6 or 12 instalments that differ by at most one cent; the first instalments carry the spare cents. The first instalment is paid by card at purchase, the others monthly on the same day of the month (the last day of a shorter month when that day does not exist).',
          'A reminder email comes 3 days before each due date. You pay an instalment by card from the dashboard. You may save a card (we keep only the payment provider’s token, the card brand, the last 4 digits and the expiry date) and turn on autopay: each instalment is then charged on its due date, once; if the charge fails we email you and the instalment stays unpaid.',
        ],
      },
      {
        heading: '8. Moving an instalment',
        paragraphs: [
          'If paying on time is hard, once per plan you may move the due date of one unpaid instalment that is not yet overdue by 1 to 30 days, free of charge. We send the reminder again before the new date.',
        ],
      },
      {
        heading: '9. Late payment',
        paragraphs: [
          'An instalment still unpaid 3 days after its due date is overdue. Your credit score then falls by 50 points (once per instalment), the purchase shows as "Overdue", the limit freezes and no new instalment purchases are possible until you pay it.',
          'We charge no default interest and no fee for late payment. The debt remains owed: we may contact you to collect it and, if it stays unpaid, pursue it as the law allows.',
        ],
      },
      {
        heading: '10. Withdrawal from the credit (14 days)',
        paragraphs: [
          'You may withdraw from the credit agreement within 14 days of the purchase without giving a reason, with "Withdraw from the credit" on the plan. You then pay the remaining principal by card, with no interest and no fee, and the plan closes as "Withdrawn".',
          'Withdrawing from the credit does not undo the purchase: the goods stay yours and the merchant keeps the sale. If you want to return the goods, you arrange that with the merchant.',
        ],
      },
      {
        heading: '11. Early repayment',
        paragraphs: [
          'You may pay any instalment, or the whole remaining amount, early at any time and at no cost. What you repay frees your available limit at once.',
        ],
      },
      {
        heading: '12. Refunds and cancellations by the merchant',
        paragraphs: [
          'When a merchant refunds you (for example for returned goods), the refund first lowers what you still owe, from the last instalments towards the first; anything beyond your debt goes back to your card. If the merchant cancels the order before you have paid the second instalment, you get back everything you paid.',
        ],
      },
      {
        heading: '13. Complaints, supervision and consumer protection',
        paragraphs: [
          'File a complaint on the Complaints page; we answer in writing within 15 days of receiving it.',
          'If you are not satisfied with the answer, you can settle the dispute out of court before the Centre for Alternative Dispute Resolution in Podgorica, or turn to the Central Bank of Montenegro, which supervises consumer credit providers. You can also turn to the authority responsible for consumer protection and to consumer associations. None of these takes away your right to go to court.',
        ],
      },
      {
        heading: '14. Personal data',
        paragraphs: [
          'We process your data to conclude and perform the agreement, assess your creditworthiness, prevent fraud and meet our legal duties, as the Privacy policy describes. Your JMBG is stored encrypted. You can download your data from the dashboard.',
        ],
      },
      {
        heading: '15. Duration and closing your account',
        paragraphs: [
          'These terms apply while you have an account. You can delete your account on the dashboard when you owe nothing; agreements and accounting records are kept as long as the law requires.',
        ],
      },
      {
        heading: '16. Changes to these terms',
        paragraphs: [
          'Every version of these terms has an identifier and the date it applies from, shown at the top of this page. A purchase you have already made stays under the credit agreement you accepted for it; a change does not alter it to your detriment. New purchases fall under the version in force when you make them.',
        ],
      },
      {
        heading: '17. Governing law and courts',
        paragraphs: [
          'These terms and the credit agreements are governed by the law of Montenegro, in particular the rules on consumer credit and consumer protection. Disputes go to the court in Podgorica, unless the law gives you as a consumer the right to sue before another court.',
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
  partnerTermsVersion: 'Version 2026-11-26 · in force from 26 November 2026',
  partnerTerms: {
    title: 'Partner terms',
    lead: 'The rules between a partner merchant and NaRate d.o.o. (Podgorica): fees, payouts, refunds, customer complaints and integration.',
    sections: [
      {
        heading: '1. Parties and subject',
        paragraphs: [
          'These terms are agreed between the merchant selling with NaRate (the partner) and NaRate d.o.o., Podgorica, Montenegro (NaRate).',
          "The partner's customers pay for a purchase in 3, 6 or 12 interest-free monthly instalments. NaRate pays the partner the whole sale, less the fee, and carries the risk that the customer does not pay.",
        ],
      },
      {
        heading: '2. Application and approval',
        paragraphs: [
          'You apply on the Become a partner page, with your PIB, a contact person and a payout account. Our team reviews the application and answers by email; we may decline it.',
          'Approval creates the partner account with its pricing tier, a user for the contact email and a publishable key for the widgets.',
        ],
      },
      {
        heading: '3. Fees',
        paragraphs: [
          'Starter: up to 5,000 € in sales a month, 3% per transaction. Growth: up to 20,000 € a month, 2.5%. Enterprise: over 20,000 € a month, a fee agreed per partner of at most 2.5%. A bigger partner never pays a higher rate than a smaller one.',
          'The fee is charged only on successful sales. The customer pays no interest and no fees, and the fee is never added to their price.',
        ],
      },
      {
        heading: '4. Payouts',
        paragraphs: [
          "A business day's sales are paid the next business day by bank transfer to your payout account (holder, IBAN and BIC where the bank needs one), less the fee.",
          'You change the payout account in the Payouts tab with your password and a six-digit code sent by email. Every user of the partner is told about the change, and payouts are held for 24 hours.',
          'If the bank returns a transfer, the amount stays owed to the partner and is paid with a later payout.',
        ],
      },
      {
        heading: '5. Non-payment risk and customer withdrawal',
        paragraphs: [
          "NaRate carries the risk that a customer does not pay: a late or written-off customer debt never lowers the partner's payout.",
          'A customer may withdraw from the credit within 14 days of the purchase by paying the remaining principal back to NaRate. The partner keeps the sale and its payout and receives the order.withdrawn event.',
        ],
      },
      {
        heading: '6. Refunds and cancellation',
        paragraphs: [
          "You refund (in full or in part) from the merchant area or through the API. A refund first lowers what the customer still owes, starting with the last instalments; the rest goes back to the customer's card. A refund of the whole amount ends the order as refunded.",
          'You can cancel an order while the customer has paid nothing beyond the first instalment: everything is given back to the customer and NaRate keeps no fee.',
        ],
      },
      {
        heading: '7. Customer complaints',
        paragraphs: [
          'When a customer reports a return or a problem with an order, repayment pauses and the partner receives the dispute.opened event and the report in the Complaints tab.',
          'The partner answers within 14 days: with a refund or by resuming the plan with an explanation. After that deadline the partner can still refund, and NaRate decides the report.',
        ],
      },
      {
        heading: '8. Integration and security',
        paragraphs: [
          'The partner connects through the /api/v1 API with a secret key, shown only once, and receives signed webhook events. Every POST request carries an Idempotency-Key. The merchant guide explains each step.',
          'Only you keep your secret keys; if you suspect a key has leaked, replace it with a new one at once. The order data you send must match the real sale.',
        ],
      },
      {
        heading: '9. Personal data',
        paragraphs: [
          "The partner sees the customer's name and instalment status on each of its orders and uses them only to fulfil the order. NaRate processes the application's data and the contact person's data as its privacy policy describes.",
        ],
      },
      {
        heading: '10. Contact',
        paragraphs: [
          'The version in force is always on this page, with the date it applies from. Send questions through the Contact page.',
        ],
      },
    ],
  },
  signupTermsBefore: 'I accept the ',
  signupTermsLink: 'terms of use',
  signupTermsMiddle: ' and the ',
  signupPrivacyLink: 'privacy policy',
};
