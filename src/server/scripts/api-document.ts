// The merchant API's OpenAPI document as production publishes it (only /api/v1), generated from
// the routes' zod schemas. No database is needed: the app is assembled over a driver that answers
// every query with no rows (only the start-up jobs query, and they find nothing to do).
import type { OpenAPIV3_1 } from 'openapi-types';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { kyselyWithoutDatabase } from '../db/no-database';

function noDatabase(): DatabaseHandle {
  const db = kyselyWithoutDatabase();
  return {
    db,
    kind: 'postgres',
    url: 'postgres://none',
    withRawSession: () => Promise.reject(new Error('No database here')),
    ping: async () => false,
    close: () => db.destroy(),
  } as DatabaseHandle;
}

export async function merchantApiDocument(): Promise<OpenAPIV3_1.Document> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clientDir: '/nonexistent',
    // Never used to encrypt anything: the app only needs a well-formed key to assemble.
    encryptionKey: '5f17a3c9e1d04b28'.repeat(4),
    isProduction: true,
  };
  const app = await buildApp({ config, database: noDatabase(), ownsDatabase: true });
  try {
    await app.ready();
    return app.swagger() as OpenAPIV3_1.Document;
  } finally {
    await app.close();
  }
}
