// Requests of the admin API: list filters arrive as query strings,
// changes as JSON bodies. The browser's forms and the server parse with the same schemas.
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../admin-api';
import { ADMIN_CONTACT_STATUSES, CONTACT_STATUSES } from '../contact-status';
import {
  DEFAULT_ENTERPRISE_FEE_BASIS_POINTS,
  MAX_CUSTOM_FEE_BASIS_POINTS,
  PRICING_TIER_IDS,
} from '../pricing-tiers';
import { SPENDING_LIMIT_NOT_AMOUNT_MESSAGE } from '../admin-limit';
import { CONTACT_SUBMISSION_REASONS } from './contact-schema';
import { MESSAGE_MAX_LENGTH } from './limits';
import { validation as V } from '../i18n/me/validation';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 100;
export const DECLINE_REASON_MAX_LENGTH = 1000;

const TRANSACTION_STATUSES = ['paid', 'pending', 'overdue'] as const;
const INVALID_FILTER = V.filterInvalid;

// An empty query parameter (a select left on "all") means no filter.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const filterWithDefault = <T extends z.ZodType>(
  schema: T,
  fallback: z.util.NoUndefined<z.output<T>>,
) => z.preprocess(blankToUndefined, schema.default(fallback));

const pagination = {
  page: filterWithDefault(z.coerce.number({ error: INVALID_FILTER }).int().min(1), 1),
  pageSize: filterWithDefault(
    z.coerce.number({ error: INVALID_FILTER }).int().min(1).max(MAX_PAGE_SIZE),
    DEFAULT_PAGE_SIZE,
  ),
};

export const ADMIN_USER_SORT_KEYS = [
  'name',
  'email',
  'score',
  'spendingLimit',
  'createdAt',
] as const;
export type AdminUserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const AdminUsersQuerySchema = z.object({
  q: optionalFilter(z.string().trim().max(SEARCH_MAX_LENGTH, { error: V.searchTooLong })),
  sort: filterWithDefault(z.enum(ADMIN_USER_SORT_KEYS, { error: INVALID_FILTER }), 'createdAt'),
  dir: filterWithDefault(z.enum(SORT_DIRECTIONS, { error: INVALID_FILTER }), 'desc'),
  ...pagination,
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

export const AdminContactsQuerySchema = z.object({
  status: optionalFilter(z.enum(CONTACT_STATUSES, { error: INVALID_FILTER })),
  reason: optionalFilter(z.enum(CONTACT_SUBMISSION_REASONS, { error: INVALID_FILTER })),
  ...pagination,
});
export type AdminContactsQuery = z.output<typeof AdminContactsQuerySchema>;

export const AdminTransactionsQuerySchema = z
  .object({
    status: optionalFilter(z.enum(TRANSACTION_STATUSES, { error: INVALID_FILTER })),
    userId: optionalFilter(z.uuid({ error: INVALID_FILTER })),
    /** Part of the buyer's name or email. */
    user: optionalFilter(z.string().trim().max(SEARCH_MAX_LENGTH, { error: V.searchTooLong })),
    merchantId: optionalFilter(z.uuid({ error: INVALID_FILTER })),
    /**
     * Inclusive start and exclusive end, as instants: the browser turns its local days into them.
     */
    from: optionalFilter(z.iso.datetime({ offset: true, error: V.dateInvalid })),
    to: optionalFilter(z.iso.datetime({ offset: true, error: V.dateInvalid })),
    /** The `nextCursor` of the page before: continues after its last row (no offset). */
    cursor: optionalFilter(
      z
        .string({ error: INVALID_FILTER })
        .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: INVALID_FILTER }),
    ),
    ...pagination,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    error: V.dateRangeInvalid,
    path: ['to'],
  });
export type AdminTransactionsQuery = z.output<typeof AdminTransactionsQuerySchema>;

/** The whole audit trail, newest first: by who acted, what they did and when. */
export const AdminAuditQuerySchema = z
  .object({
    /** Part of the acting admin's name or email. */
    actor: optionalFilter(z.string().trim().max(SEARCH_MAX_LENGTH, { error: V.searchTooLong })),
    action: optionalFilter(z.enum(AUDIT_ACTIONS, { error: INVALID_FILTER })),
    /** Inclusive start and exclusive end, as instants (the browser's local days). */
    from: optionalFilter(z.iso.datetime({ offset: true, error: V.dateInvalid })),
    to: optionalFilter(z.iso.datetime({ offset: true, error: V.dateInvalid })),
    ...pagination,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    error: V.dateRangeInvalid,
    path: ['to'],
  });
export type AdminAuditQuery = z.output<typeof AdminAuditQuerySchema>;

export const ContactUpdateSchema = z.object({
  status: z.enum(ADMIN_CONTACT_STATUSES, { error: V.contactStatusRequired }),
  // Empty notes are stored as no notes.
  adminNotes: z
    .string({ error: V.notesNotText })
    .trim()
    .max(MESSAGE_MAX_LENGTH, { error: V.notesTooLong })
    .optional()
    .transform((notes) => notes || null),
});
export type ContactUpdateInput = z.input<typeof ContactUpdateSchema>;

export const CONTACT_REPLY_MAX_LENGTH = 5000;

/** An admin's answer to a message: emailed to the sender and kept with the message. */
export const ContactReplySchema = z.object({
  body: z
    .string({ error: V.replyRequired })
    .trim()
    .min(1, { error: V.replyRequired })
    .max(CONTACT_REPLY_MAX_LENGTH, { error: V.replyTooLong }),
});

export const SpendingLimitUpdateSchema = z.object({
  spendingLimitCents: z
    .number({ error: SPENDING_LIMIT_NOT_AMOUNT_MESSAGE })
    .int({ error: SPENDING_LIMIT_NOT_AMOUNT_MESSAGE })
    .min(0, { error: V.spendingLimitNegative }),
});

export const FEE_OUT_OF_RANGE_MESSAGE = V.feeOutOfRange;

export const ApproveApplicationSchema = z.object({
  pricingTier: z.enum(PRICING_TIER_IDS, { error: V.pricingTierRequired }),
  /** Used only for Enterprise; Starter and Growth have fixed fees. */
  feeBasisPoints: z
    .number({ error: FEE_OUT_OF_RANGE_MESSAGE })
    .int({ error: FEE_OUT_OF_RANGE_MESSAGE })
    .min(0, { error: FEE_OUT_OF_RANGE_MESSAGE })
    .max(MAX_CUSTOM_FEE_BASIS_POINTS, { error: FEE_OUT_OF_RANGE_MESSAGE })
    .default(DEFAULT_ENTERPRISE_FEE_BASIS_POINTS),
});
export type ApproveApplicationInput = z.input<typeof ApproveApplicationSchema>;

const DECLINE_REASON_REQUIRED = V.declineReasonRequired;
export const DeclineApplicationSchema = z.object({
  reason: z
    .string({ error: DECLINE_REASON_REQUIRED })
    .trim()
    .min(1, { error: DECLINE_REASON_REQUIRED })
    .max(DECLINE_REASON_MAX_LENGTH, { error: V.declineReasonTooLong }),
});
export type DeclineApplicationInput = z.input<typeof DeclineApplicationSchema>;
