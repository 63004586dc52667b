import type { messages as me } from '../me/messages';

export const messages: typeof me = {
  common: {
    hello: 'Hello,',
    helloName: 'Hello {name},',
    signature: 'The NaRate team',
    slogan: 'Buy now, pay with NaRate.',
  },
  verificationCode: {
    subject: 'Your NaRate verification code',
    codeIs: 'your verification code is:',
    enter: 'Enter it in the verification window on NaRate. The code is valid for 10 minutes.',
    ignore: 'If you did not ask for a code, ignore this message.',
  },
  phoneCodeSms:
    'NaRate: your phone verification code is {code}. Valid for 10 minutes. Do not share it with anyone.',
  welcome: {
    subject: 'Your NaRate account is ready!',
    created: 'Your account has been created and your credit score went up by +{points} points.',
    limit: 'Your starting spending limit is {limit}. It grows with every purchase you repay.',
    phone: 'Verify your phone number in your account for another +{points} points.',
    account: 'Your account: {url}',
    open: 'Open my account',
  },
  passwordReset: {
    subject: 'Changing your NaRate password',
    intro: 'We received a request to change the password of your NaRate account.',
    setHere: 'Set a new password at this link:',
    rule: 'The link is valid for 1 hour and can be used only once.',
    ignore: 'If you did not ask for the change, ignore this message: your password stays the same.',
    button: 'Set a new password',
  },
  signupAttempt: {
    login: 'Sign in: {url}',
    forgotten: 'Forgotten password: on the sign-in page choose “Forgot your password?”',
    support: 'Support: {url}',
    loginButton: 'Sign in',
    forgottenHtml:
      'Change a forgotten password from the sign-in page (“Forgot your password?”). For help:',
    existingEmail: {
      subject: 'Sign-up attempt with your email address',
      lines: [
        'Someone just tried to open a new NaRate account with this email address. This address already has an account, so no new account was opened.',
        'If it was you, just sign in; if you forgot your password, change it from the sign-in page. If it was not you, you can ignore this message.',
      ],
    },
    takenJmbg: {
      subject: 'Sign-up attempt with your JMBG',
      lines: [
        'Someone just tried to open a new NaRate account with your JMBG and a different email address. One person can have only one account, so no new account was opened.',
        'If it was you, sign in to your existing account. If not, contact us through the contact page.',
      ],
    },
    identityTakenJmbg: {
      subject: 'Attempt to record your JMBG on another account',
      lines: [
        'Someone just tried to record your JMBG as the personal data of another NaRate account. One person can have only one account, so the JMBG was not recorded.',
        'If it was you, shop with your existing account. If not, contact us through the contact page.',
      ],
    },
  },
  plans: {
    scheduleLine: 'Instalment {sequence}: {amount}, {day}',
    schedulePaid: ' (paid)',
    confirmation: {
      subject: 'Purchase approved: {merchant}',
      approved:
        'Your purchase of {amount} has been approved. The first instalment has been charged; the others fall due monthly, with no interest or fees.',
      store: 'Store: {merchant}',
      orderReference: "Store's order number: {reference}",
      receipt: 'Receipt for the first instalment (PDF): {url}',
      follow: 'You can follow the repayment plan and pay early at {url}.',
    },
    reminder: {
      subject: 'Reminder: an instalment is due on {day}',
      due: 'Instalment {sequence} of your purchase ({merchant}), {amount}, is due on {day}.',
      autopay:
        'Automatic payment is on: on the due date we will charge the card ending in {last4}. Please keep enough funds on it; you can turn automatic payment off at {url}.',
      howToPay:
        'How to pay: sign in at {url}, choose “Pay instalment {sequence}” on the plan and enter a card. No fee; you can also pay early, and the points for paying on time arrive on the due date.',
      cannotPay:
        'If you cannot pay in time, move the instalment: once per plan you can move one instalment by up to 30 days, free of charge. At {url} choose “Move instalment” on the plan. An instalment left unpaid a few days after its due date freezes your limit and lowers your credit score, with no late interest or fees.',
    },
    overdue: {
      subject: 'Instalment overdue: {merchant}',
      late: 'Instalment ({which}) of your purchase ({merchant}) was not paid in time and is now overdue. In total you owe {amount} on this plan.',
      effect:
        'While an instalment is overdue your credit score goes down and new instalment purchases are not possible.',
      pay: 'Please pay it as soon as possible at {url}.',
    },
    refund: {
      subject: 'Refund: {merchant}',
      cancelled: '{merchant} cancelled order {reference} for {amount}.',
      refunded: '{merchant} refunded {amount} of order {reference}.',
      toCard:
        'We are returning {amount} to your card; the rest reduces your remaining instalments.',
      reducesPlan: 'The amount reduces your remaining instalments, starting with the last one.',
      newSchedule: 'New repayment plan:',
    },
  },
  receipt: {
    title: 'Payment receipt',
    footer: '{creditor} · receipt {id}',
    howAutopay: 'Autopay with the saved card',
    howFirst: 'First instalment, at purchase',
    howCard: 'Card payment',
    number: 'Receipt number',
    dateTime: 'Date and time',
    amount: 'Amount paid',
    for: 'For',
    method: 'Payment method',
    card: 'Card',
    refunded: 'Refunded to the card',
    payment: 'Payment',
    purchase: 'Instalment purchase',
    store: 'Store',
    order: 'Order',
    orderReference: "Store's order reference",
    shopper: 'Shopper',
    email: 'Email',
    noteHeading: 'Note',
    note: 'Instalments carry no interest and no fees. This confirms a payment received by NaRate; the invoice for the goods comes from the store.',
    oneInstalment: 'Instalment {list}',
    manyInstalments: 'Instalments {list}',
    sequence: '{n}',
  },
  credit: {
    instalment: 'Instalment {sequence}',
    monthly: {
      one: 'monthly instalments',
      few: 'monthly instalments',
      other: 'monthly instalments',
    },
    parties: 'Parties',
    creditor: 'Creditor',
    consumer: 'Consumer',
    consumerEmail: "Consumer's email",
    order: 'Order',
    orderReference: "Merchant's order reference",
    creditorHeading: '1. Creditor',
    address: 'Address',
    merchant: 'Merchant',
    descriptionHeading: '2. Description of the credit',
    type: 'Type of credit',
    typeValue: 'Interest-free consumer credit for buying in instalments (buy now, pay later)',
    totalCredit: 'Total amount of credit',
    duration: 'Duration',
    durationValue: '{count} {monthly}, from {from} to {to}',
    payment:
      'The first instalment is paid by card at purchase, the rest monthly. Any instalment may be paid early.',
    costsHeading: '3. Costs of the credit',
    borrowingRate: 'Borrowing rate',
    apr: 'Annual percentage rate (APR)',
    fees: 'Fees',
    totalPayable: 'Total amount payable',
    missedHeading: '4. Consequences of missed payments',
    missed:
      'An instalment left unpaid a few days after its due date becomes overdue: the credit score drops by 50 points, the limit is frozen and no new instalment purchases are possible until it is paid. There is no default interest and no late fee.',
    rightsHeading: '5. Your rights',
    withdrawal: 'Withdrawal',
    withdrawalValue:
      'Within 14 days of the agreement, without giving a reason: you pay only the remaining principal, with no interest or fee.',
    earlyRepayment: 'Early repayment',
    earlyRepaymentValue: 'At any time, free of charge.',
    complaints: 'Complaints',
    complaintsValue: '{url}; answered within 15 days.',
    outOfCourt: 'Out-of-court dispute resolution',
    supervisor: 'Supervisory authority',
    acceptance: 'Acceptance',
    accepted: 'Accepted',
    fromAddress: 'From address',
    version: 'Document version',
    precontractTitle: 'Pre-contractual information on consumer credit',
    contractTitle: 'Consumer credit agreement',
    subtitle: '{creditor} · Standard European Consumer Credit Information · {version}',
  },
  contractEmail: {
    subject: 'Your credit agreement',
    concluded:
      'The interest-free credit agreement for your purchase has been concluded. Keep it: download the PDF at {url} (sign in to your account) or from the plan on your dashboard.',
    store: 'Store: {merchant}',
    orderReference: "Store's order number: {reference}",
    withdrawal:
      'Within 14 days you can withdraw from the credit free of charge, paying only the remaining principal.',
  },
  payment: {
    subject: 'Payment received: {amount}',
    autopay: 'Automatic payment: {amount} was charged to card {card}. Paid: {what}.',
    manual: 'We received {amount} (card {card}). Paid: {what}.',
    store: 'Store: {merchant}',
    orderReference: "Store's order number: {reference}",
    receipt: 'Payment receipt (PDF): {url}',
    plan: 'Repayment plan and all receipts: {url}',
    oneInstalment: 'instalment {list}',
    manyInstalments: 'instalments {list}',
    sequence: '{n}',
    declinedSubject: 'Automatic payment failed: instalment {sequence}',
    declined:
      'Instalment {sequence} of your purchase at {merchant} ({amount}, due {day}) was not charged to the card ending in {last4}. Reason: {reason}',
    declinedPay:
      'The instalment is still unpaid. Pay it at {url} (you can enter another card). No fee; an instalment left unpaid a few days after its due date freezes your limit and lowers your credit score.',
    notCharged: 'The payment did not go through; nothing was charged.',
  },
  review: {
    approvedSubject: 'Your purchase was approved after review',
    declinedSubject: 'Answer to your review request',
    approved:
      'We looked at your declined purchase of {amount} at {merchant} and approved it, once.',
    complete: 'Complete the same purchase by {day}: {url}',
    declined: 'We looked at your declined purchase of {amount} at {merchant}. Our answer:',
  },
  withdrawal: {
    subject: 'You withdrew from the credit for {merchant}',
    charged:
      'You withdrew from the instalment credit for your purchase at {merchant} (order {reference}). We charged the remaining principal of {amount} to your card, with no fee and no interest.',
    closed:
      'The plan is closed with the status "Withdrawn" and you owe nothing more on it. The purchase itself stays as it was. Your plans: {url}',
  },
  instalmentMoved: {
    subject: 'Instalment {sequence} now falls due on {day}',
    moved:
      'Instalment {sequence} of {amount} for your purchase at {merchant} now falls due on {day} instead of {from}, free of charge.',
    onlyMove:
      "This was the plan's one move; the other instalments keep their dates. Your plans: {url}",
  },
  partnerDecision: {
    approvedSubject: 'Your NaRate partnership application is approved',
    dear: 'Dear {name},',
    approved: "{company}'s application for a partnership with NaRate is approved.",
    tier: 'Pricing plan: {tier}, a fee of {fee} per successful transaction.',
    integration: 'Our team will contact you soon about the integration.',
    portal:
      'Your orders, payouts, API keys and webhook settings are in the merchant portal ({url}).',
    setPassword:
      'Set the password for the account {email} with this link (valid for 7 days): {url}',
    existingAccount: 'Sign in with your existing NaRate account ({email}).',
    declinedSubject: 'Answer to your NaRate partnership application',
    declined:
      "thank you for {company}'s interest in a partnership with NaRate. Unfortunately, we cannot approve the application at this time.",
    reason: 'Reason: {reason}',
    questions: 'For questions, write to us at {email}.',
  },
  partnerApplication: {
    labels: {
      company: 'Company',
      pib: 'Tax ID (PIB)',
      businessType: 'Type of business',
      website: 'Website',
      monthlyRevenue: 'Monthly revenue',
      contactPerson: 'Contact person',
      email: 'Email',
      phone: 'Phone',
    },
    message: 'Message:',
    subject: 'New partnership application: {company}',
    review: 'Review the application: {url}',
    arrived: 'A new partnership application has arrived.',
    openInAdmin: 'Open the messages in the admin area',
  },
  contactReceipt: {
    subject: 'We received your message — NaRate',
    title: 'We received your message',
    body: 'we received your message and will answer you as soon as possible.',
    hours: 'Monday – Friday: 09:00 – 17:00. At weekends we answer by email.',
    signature: 'NaRate support',
  },
  complaintReceipt: {
    subject: 'We received your complaint — NaRate',
    title: 'We received your complaint',
    lines: [
      'we received your complaint and will answer you in writing within 15 days.',
      'If you are not satisfied with the answer, you can settle the dispute out of court before the Centre for Alternative Dispute Resolution in Podgorica or turn to the Central Bank of Montenegro.',
    ],
  },
  reconstructed: {
    note: 'This plan was taken on {taken}, before NaRate kept the agreement as a document. This copy was put together on {made} from the data stored with the order (amount, instalments, dates). The time and address of acceptance were not recorded then.',
    titleSuffix: 'reconstructed copy',
    heading: 'Reconstructed copy',
    versionHeading: 'Document version',
    version: 'Version',
  },
};
