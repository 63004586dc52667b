import type { Catalogue } from '../me';

export const disputes: Catalogue['disputes'] = {
  validation: {
    reason: 'Choose what happened.',
    description: 'Describe the problem in 10 to 2000 characters.',
    note: 'Write an explanation for the shopper in 10 to 2000 characters.',
    amount: 'The refund amount must be a whole number of cents above zero.',
  },
  reasons: {
    returned: 'I returned the goods',
    not_received: 'The goods did not arrive',
    not_as_described: 'Not as described or damaged',
    other: 'Something else',
  },
  outcomes: {
    refunded: 'Ended with a refund',
    resumed: 'Plan resumed',
    withdrawn: 'Report withdrawn',
  },
  parties: { shopper: 'shopper', merchant: 'merchant', admin: 'NaRate' },
  shopper: {
    open: 'Report a return or problem',
    dialogTitle: 'Return or problem with the order',
    dialogIntro:
      'While the merchant answers (at most {days} days), payments on this plan are paused: no reminders, no autopay and nothing becomes late. If the plan resumes, every unpaid instalment moves by the days the pause lasted.',
    reason: 'What happened?',
    description: 'Description',
    descriptionHint: 'E.g. when and how you returned the goods, or what is wrong.',
    submit: 'Send report',
    cancel: 'Cancel',
    sent: 'Report sent. Payments are paused until the merchant answers.',
    paused: 'Payments paused: the report awaits the merchant’s answer until {day}.',
    withdraw: 'Withdraw report',
    withdrawn: 'Report withdrawn; the plan goes on.',
    resolved: 'Report closed: {outcome}.',
  },
  merchant: {
    tab: 'Disputes',
    title: 'Shopper returns and disputes',
    intro:
      'A shopper reported a return or a problem; their payments are paused. Answer by the deadline: refund (all or part) or resume the plan with an explanation. After the deadline NaRate decides.',
    empty: 'No reports from shoppers.',
    order: 'Order',
    customer: 'Customer',
    reason: 'Reason',
    respondBy: 'Answer by',
    status: 'Status',
    open: 'Awaiting answer',
    pastDeadline: 'Deadline passed: NaRate decides',
    refund: 'Refund',
    refundAmount: 'Refund amount (€), empty = all',
    resume: 'Resume plan',
    note: 'Explanation to the shopper',
    confirmRefund: 'Confirm refund',
    confirmResume: 'Confirm resuming the plan',
    refunded: 'Refunded; the report is closed.',
    resumed: 'The plan resumes; the shopper has been told.',
    details: 'Details',
  },
  admin: {
    title: 'Order disputes',
    nav: 'Disputes',
    filterOpen: 'Open',
    filterAll: 'All',
  },
  email: {
    openedSubject: 'We received your report about your purchase at {merchant}',
    opened:
      'We received your report ({reason}) about order {reference} at {merchant}. Payments on this plan are paused: no reminders, no autopay and nothing becomes late while the report is open.',
    openedNext:
      'The merchant answers by {day}; if they do not, NaRate decides. Follow your report here: {url}',
    resolvedSubject: 'Your report about your purchase at {merchant} is closed',
    refunded:
      '{merchant} refunded {amount} for order {reference}. Whatever you paid beyond what you owe goes back to your card.',
    resumed: 'The plan for order {reference} at {merchant} goes on. Explanation: {note}',
    shifted: 'Unpaid instalments moved by {days} days, as long as the pause lasted.',
    plans: 'Your plans: {url}',
  },
};
