import type { notifications as me } from '../me/notifications';

export const notifications: typeof me = {
  bell: (count: number) => (count === 0 ? 'Notifications' : `Notifications, ${count} unread`),
  title: 'Notifications',
  empty: 'No notifications.',
  loadFailed: 'The notifications could not be loaded.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  close: 'Close',
  messages: {
    reminder: {
      title: 'An instalment is due soon',
      body: (sequence: number, merchant: string, amount: string, day: string) =>
        `Instalment ${sequence} for ${merchant} (${amount}) is due on ${day}`,
      bodyTomorrow: (sequence: number, merchant: string, amount: string) =>
        `Instalment ${sequence} for ${merchant} (${amount}) is due tomorrow.`,
    },
    payment_received: {
      title: 'Payment received',
      body: (amount: string, merchant: string) =>
        `We received ${amount} for your purchase at ${merchant}.`,
    },
    refund_received: {
      title: 'Refund received',
      body: (amount: string, merchant: string) =>
        `${merchant} refunded ${amount}. Your instalment schedule has been updated.`,
    },
    review_approved: {
      title: 'Purchase approved',
      body: (amount: string, merchant: string) =>
        `The review is done: you can complete your ${amount} purchase at ${merchant}.`,
    },
    autopay_failed: {
      title: 'Automatic payment failed',
      body: (sequence: number, merchant: string, amount: string) =>
        `Instalment ${sequence} for ${merchant} (${amount}) was not charged. Pay it with another card.`,
    },
  },
  settings: {
    title: 'Notifications',
    intro:
      'Reminders before due dates and payment and refund confirmations always arrive here too, in the bell.',
    pushSwitch: 'Notifications on this phone',
    pushHint: 'A message on this device, even when NaRate is not open.',
    pushUnsupported:
      'This browser does not support notifications. On an iPhone, add NaRate to the Home Screen first.',
    pushDenied: 'Notifications are blocked in the browser settings for this site.',
    pushFailed: 'Notifications could not be turned on. Please try again.',
    email: 'Reminders by email',
    emailHint: 'Payment confirmations and agreements always arrive by email.',
    sms: 'SMS reminder the day before the due date',
    saved: 'Notification settings saved.',
  },
};
