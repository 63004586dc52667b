import type { OrderDisplayStatus, PurchaseStatus } from './order-statuses';

// What the account API answers: the dashboard, the transactions list and the data export read
// these shapes. Amounts are cents; dates are ISO strings.

export interface ProfileView {
  id: string;
  email: string;
  displayName: string | null;
  bio: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** Only the last three digits, e.g. "**********123". */
  jmbgMasked: string | null;
  /** JMBG and phone are on file: what buying on instalments needs (else the profile asks). */
  identityComplete: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  newsletterOptedIn: boolean;
  /** The language of every email, SMS and PDF sent to the account. */
  locale: 'me' | 'en';
  createdAt: string;
}

export interface CreditScoreView {
  score: number;
  spendingLimitCents: number;
  transactionsCount: number;
  onTimePayments: number;
  latePayments: number;
}

export interface TransactionView {
  id: string;
  businessName: string;
  /** What was bought ("2 × Lampa, Stolica"); null on purchases from before orders. */
  description: string | null;
  amountCents: number;
  /** The purchase row's own status: paid, pending (still owed) or overdue. */
  status: PurchaseStatus;
  /** What every screen shows for it (the order's word when it has an order). */
  displayStatus: OrderDisplayStatus;
  createdAt: string;
}

export interface TransactionPage {
  items: TransactionView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CodeSentView {
  sentTo: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export interface ContactVerifiedView {
  pointsAdded: number;
  score: number;
}

export interface SignupStartedView extends CodeSentView {
  /** Binds the pending sign-up to this browser; sent back with the code. */
  signupToken: string;
}
