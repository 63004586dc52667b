import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPool } from '../db/database';
import { removeEmbeddedData, startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrate } from '../db/migrate';
import { databaseUrl, type TestDatabaseServer } from './test-databases';

/**
 * Once per test run: a PostgreSQL server (the server of DATABASE_URL, else an embedded one in a
 * temporary folder) with a migrated template database; the test files copy it (test-app.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => undefined;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir, { throwaway: true });
    serverUrl = embedded.adminUrl;
    stopServer = async () => {
      await embedded.stop();
      removeEmbeddedData(dir);
    };
  }
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const server: TestDatabaseServer = {
    serverUrl,
    template: `narate_template_${run}`,
    prefix: `narate_test_${run}_`,
  };
  try {
    await query(serverUrl, `create database ${server.template}`);
    const template = await openPool(databaseUrl(serverUrl, server.template), 1);
    try {
      await migrate(template);
    } finally {
      await template.close();
    }
  } catch (error) {
    await stopServer();
    throw error;
  }
  project.provide('testDatabaseServer', server);

  return async () => {
    if (process.env.DATABASE_URL) {
      // A shared server keeps nothing of this run.
      const names = await query<{ datname: string }>(
        serverUrl,
        'select datname from pg_database where datname like $1 or datname = $2',
        [`${server.prefix}%`, server.template],
      );
      for (const { datname } of names) {
        await query(serverUrl, `drop database if exists ${datname} with (force)`);
      }
    }
    await stopServer();
  };
}

async function query<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}
