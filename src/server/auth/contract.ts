// What the sign-in API answers, defined once in zod and held to the type the browser's auth
// context reads: Fastify writes every answer through it.
import { z } from 'zod';
import type { SessionPayload } from '#shared/session';

export const SessionPayloadAnswer = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      displayName: z.string().nullable(),
      user_metadata: z.object({ avatar_url: z.string().nullable() }),
      isAdmin: z.boolean(),
      isMerchant: z.boolean(),
    })
    .nullable(),
}) satisfies z.ZodType<SessionPayload>;
