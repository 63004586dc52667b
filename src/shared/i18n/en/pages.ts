import type { pages as me } from '../me/pages';
import { homeMeta } from './home-meta';

export const pages: typeof me = {
  home: homeMeta,
  howItWorks: {
    title: 'How it works — NaRate',
    description: 'Three steps to interest-free instalments.',
  },
  terms: {
    title: 'Terms of use — NaRate',
    description: 'The rules of interest-free instalments with NaRate.',
  },
  partnerTerms: {
    title: 'Partner terms — NaRate',
    description: 'Fees, next-business-day payouts, refunds and customer complaints.',
  },
  privacy: { title: 'Privacy policy — NaRate', description: 'What data NaRate processes and why.' },
  complaints: {
    title: 'Complaints — NaRate',
    description: 'File a complaint: answered within 15 days.',
  },
  help: {
    title: 'Help and FAQ — NaRate',
    description:
      'Limit, declined purchases, paying, moving an instalment, refunds, security and costs.',
  },
  merchantGuide: {
    title: 'Merchant guide — NaRate',
    description: 'Keys, a test checkout, webhooks and going live, with curl and Node.js examples.',
  },
  stores: {
    title: 'Stores — NaRate',
    description: 'Partner stores where you pay in instalments.',
  },
  about: { title: 'About us — NaRate', description: "NaRate's vision, team and values." },
  security: {
    title: 'Security and privacy — NaRate',
    description: 'How NaRate protects your data: 256-bit encryption and GDPR compliance.',
  },
  contact: { title: 'Contact — NaRate', description: 'Write to us: we answer as soon as we can.' },
  app: {
    title: 'App — NaRate',
    description: 'Install the NaRate app on your phone or computer, no app store needed.',
  },
  signup: { title: 'Create your account — NaRate', description: 'Sign up and pay in instalments.' },
  businessSignup: {
    title: 'Become a partner — NaRate',
    description: 'Offer instalments to your customers and get paid the next business day.',
  },
  login: { title: 'Log in — NaRate', description: 'Log in to your NaRate account.' },
  resetPassword: { title: 'New password — NaRate', description: 'Set a new password.' },
  dashboard: { title: 'My account — NaRate', description: 'Your credit score and purchases.' },
  paymentCalendar: {
    title: 'Payment calendar — NaRate',
    description: 'Every instalment still to pay, by month.',
  },
  transactions: { title: 'All purchases — NaRate', description: 'All your instalment purchases.' },
  adminDashboard: { title: 'Admin — NaRate', description: 'Administration.' },
  adminUsers: { title: 'Users — NaRate admin', description: 'Users.' },
  adminUser: { title: 'User — NaRate admin', description: 'User details.' },
  adminContacts: { title: 'Messages — NaRate admin', description: 'Contact messages.' },
  adminTransactions: { title: 'Transactions — NaRate admin', description: 'All transactions.' },
  adminReviews: {
    title: 'Review requests — NaRate admin',
    description: 'Declined purchases to review.',
  },
  adminDisputes: {
    title: 'Disputes — NaRate admin',
    description: 'Shoppers’ return and problem reports.',
  },
  adminPayoutFiles: {
    title: 'Payout files — NaRate admin',
    description: 'Credit-transfer files for the bank and its statements.',
  },
  adminAudit: {
    title: 'Audit trail — NaRate admin',
    description: 'Every change made by admins.',
  },
  adminReconciliation: {
    title: 'Reconciliation — NaRate admin',
    description: 'The payment provider against the books.',
  },
  merchant: { title: 'Merchant — NaRate', description: 'Merchant area.' },
  checkout: { title: 'Pay in instalments — NaRate', description: 'NaRate checkout.' },
  demoShop: { title: 'Demo shop — NaRate', description: 'Try NaRate.' },
  devMailbox: { title: 'Development mailbox — NaRate', description: 'Sent messages.' },
  notFound: { title: 'Page not found — NaRate', description: 'Oops! Page not found.' },
};
