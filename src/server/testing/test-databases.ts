import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test databases: one PostgreSQL server per test run (the embedded one, or the server of
 * DATABASE_URL), one migrated template database on it, and a fresh copy of the template for
 * each test file (`CREATE DATABASE … TEMPLATE`), so files never share state and skip migrating.
 */
export interface TestDatabaseServer {
  /** postgres://… of a maintenance database on the server (any database but the template). */
  serverUrl: string;
  /** Name of the migrated template database. */
  template: string;
  /** Every database of this run starts with this prefix (dropped together at the end). */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Copies the template into a new database and returns its URL. */
export async function createDatabaseFromTemplate(server: TestDatabaseServer): Promise<string> {
  const name = `${server.prefix}${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: server.serverUrl });
  await client.connect();
  try {
    // The template must have no sessions: one that just closed may linger for a moment.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${server.template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await client.end();
  }
  return databaseUrl(server.serverUrl, name);
}
