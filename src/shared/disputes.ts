// Returns and disputes, shared by the server (which decides) and the pages (which only show).
// A shopper reports a return or a problem with an order; the plan pauses while the merchant
// answers within RESPOND_DAYS; after that an admin decides. It ends in a refund or a resumed plan.

/** Calendar days the merchant has to answer before an admin decides. */
export const DISPUTE_RESPOND_DAYS = 14;

export const DISPUTE_REASONS = ['returned', 'not_received', 'not_as_described', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export type DisputeStatus = 'open' | 'resolved';
/** refunded: a refund (full or partial) ended it; resumed: the plan goes on; withdrawn: the shopper took the report back. */
export type DisputeOutcome = 'refunded' | 'resumed' | 'withdrawn';
export type DisputeParty = 'shopper' | 'merchant' | 'admin';

export const DISPUTE_DESCRIPTION_MIN = 10;
export const DISPUTE_TEXT_MAX = 2000;

export interface DisputeView {
  id: string;
  orderId: string;
  orderReference: string;
  merchantName: string;
  /** The shopper's name and email: for the merchant and admins only. */
  shopper: { name: string | null; email: string | null } | null;
  orderTotalCents: number;
  /** What the shopper still owes on the plan. */
  outstandingCents: number;
  reason: DisputeReason;
  description: string;
  status: DisputeStatus;
  /** Until when the merchant answers (ISO); after it an admin decides. */
  respondBy: string;
  /** Whether the merchant's deadline has passed (admins decide then). */
  pastDeadline: boolean;
  outcome: DisputeOutcome | null;
  resolvedBy: DisputeParty | null;
  resolutionNote: string | null;
  refundedCents: number;
  /** Days the due dates moved when the plan resumed. */
  pausedDays: number;
  createdAt: string;
  resolvedAt: string | null;
}
