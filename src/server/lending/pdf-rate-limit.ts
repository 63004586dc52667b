// PDF documents cost CPU (tens to hundreds of milliseconds each), so one signed-in user may ask
// for at most 20 a minute across the pre-contract, contract and receipt routes together; a
// request without a session is counted by its address (and then answered 401 anyway).
import type { FastifyRequest } from 'fastify';

async function pdfRateLimitKey(request: FastifyRequest): Promise<string> {
  const user = await request.getSessionUser();
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

export const PDF_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  groupId: 'pdf-documents',
  keyGenerator: pdfRateLimitKey,
} as const;
