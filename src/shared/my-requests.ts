// What a shopper asked of NaRate and where it stands (GET /api/me/requests): review requests of
// declined purchases and complaints, each with its status and the answer once there is one, so a
// request never disappears from the shopper's view until it is answered.
import type { ContactStatus } from './contact-status';

export type MyReviewStatus = 'pending' | 'approved' | 'answered';

export interface MyReviewRequest {
  id: string;
  merchantName: string;
  amountCents: number;
  status: MyReviewStatus;
  /** The admin's note (always there when answered, optional when approved). */
  note: string | null;
  /** Until when an approved purchase may be made; null unless approved. */
  approvedUntil: string | null;
  /** Whether the approved purchase was made. */
  used: boolean;
  createdAt: string;
  decidedAt: string | null;
}

export interface MyComplaint {
  id: string;
  reference: string;
  status: ContactStatus;
  createdAt: string;
  resolvedAt: string | null;
  /** The answers NaRate sent, oldest first. */
  replies: { id: string; body: string; createdAt: string }[];
}

export interface MyRequests {
  reviews: MyReviewRequest[];
  complaints: MyComplaint[];
}
