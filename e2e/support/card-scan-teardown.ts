// After the whole browser-test run: every text column of NaRate's database and the app's log are
// scanned for card numbers and for the security codes the tests typed into the card fields. Card
// data is typed only into the acquirer's iframe, so finding any fails the run.
import fs from 'node:fs';
import { sql } from 'kysely';
import { cardNumbersIn } from '#server/testing/card-scan';
import { attachE2eDatabase } from './database';
import { e2eAppLogFile } from './test-environment';

/** A security code next to its name, as a request body or a log line would carry it. */
const SECURITY_CODE = /["']?(?:cvc|cvv2?|security_?code)["']?\s*[:=]\s*["']?\d{3,4}/gi;

function findings(where: string, text: string): string[] {
  const found = cardNumbersIn(text).map((n) => `${where}: card number …${n.slice(-4)}`);
  for (const match of text.matchAll(SECURITY_CODE)) found.push(`${where}: ${match[0]}`);
  return found;
}

export default async function scanForCardData(): Promise<void> {
  const problems: string[] = [];
  const database = await attachE2eDatabase();
  try {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'json', 'jsonb', 'character')
      order by table_name, column_name`.execute(database.db);
    for (const { table_name: table, column_name: column } of columns.rows) {
      const rows = await sql<{ value: string | null }>`
        select ${sql.ref(column)}::text as value from ${sql.table(table)}
        where ${sql.ref(column)} is not null`.execute(database.db);
      for (const { value } of rows.rows) {
        if (value) problems.push(...findings(`${table}.${column}`, value));
      }
    }
  } finally {
    await database.close();
  }
  const log = e2eAppLogFile();
  if (fs.existsSync(log)) problems.push(...findings('app log', fs.readFileSync(log, 'utf8')));
  if (problems.length > 0) {
    throw new Error(`Card data found after the browser tests:\n${problems.join('\n')}`);
  }
}
