// The account API's answers, defined once in zod: Fastify writes each answer through the schema
// of its status, so an answer that does not fit is a logged 500 in the tests instead of a shape
// the browser does not expect. Each schema's output is held to the shared type the pages read.
import { z } from 'zod';
import type {
  CodeSentView,
  ContactVerifiedView,
  CreditScoreView,
  ProfileView,
  SignupStartedView,
  TransactionPage,
  TransactionView,
} from '#shared/account';
import { LOCALES } from '#shared/i18n/catalogue';
import { ORDER_DISPLAY_STATUSES, PURCHASE_STATUSES } from '#shared/order-statuses';
import type { SessionList } from '#shared/sessions';

// Sign-up and a password reset sign the person in: they answer as the login does.
export { SessionPayloadAnswer } from '../auth/contract';

export const ProfileAnswer = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  jmbgMasked: z.string().nullable(),
  identityComplete: z.boolean(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  newsletterOptedIn: z.boolean(),
  locale: z.enum(LOCALES),
  createdAt: z.string(),
}) satisfies z.ZodType<ProfileView>;

export const CreditScoreAnswer = z.object({
  score: z.number(),
  spendingLimitCents: z.int(),
  transactionsCount: z.int(),
  onTimePayments: z.int(),
  latePayments: z.int(),
}) satisfies z.ZodType<CreditScoreView>;

export const TransactionAnswer = z.object({
  id: z.string(),
  businessName: z.string(),
  description: z.string().nullable(),
  amountCents: z.int(),
  status: z.enum(PURCHASE_STATUSES),
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  createdAt: z.string(),
}) satisfies z.ZodType<TransactionView>;

export const TransactionPageAnswer = z.object({
  items: z.array(TransactionAnswer),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
}) satisfies z.ZodType<TransactionPage>;

export const CodeSentAnswer = z.object({
  sentTo: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
}) satisfies z.ZodType<CodeSentView>;

export const SignupStartedAnswer = CodeSentAnswer.extend({
  signupToken: z.string(),
}) satisfies z.ZodType<SignupStartedView>;

export const ContactVerifiedAnswer = z.object({
  pointsAdded: z.number(),
  score: z.number(),
}) satisfies z.ZodType<ContactVerifiedView>;

export const SessionListAnswer = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      current: z.boolean(),
      device: z.string().nullable(),
      ip: z.string().nullable(),
      persistent: z.boolean(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<SessionList>;

export const SentAnswer = z.object({ sent: z.literal(true) });
export const ValidAnswer = z.object({ valid: z.literal(true) });
export const DeletedAnswer = z.object({ deleted: z.literal(true) });
export const EndedAnswer = z.object({ ended: z.int() });
