import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Opt-in per route (`config.rateLimit`): login, codes and public forms. Counters live in memory,
 * which is per process; see docs/decisions/005-rate-limiting.md.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    allowList: () => !app.config.rateLimitEnabled,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'too_many_requests',
      message: 'Previše zahtjeva. Pokušajte ponovo za minut.',
    }),
  });
}
