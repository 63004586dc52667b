// Creates an empty, uniquely named database on the server of the given URL and prints its URL.
// Test runs use it so they never share state with each other or with a developer's data.
import pg from 'pg';

const base = process.argv[2];
if (!base) {
  console.error('usage: node scripts/create-test-database.mjs postgres://…');
  process.exit(2);
}
const name = `narate_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
const client = new pg.Client({ connectionString: base });
await client.connect();
await client.query(`create database ${name}`);
await client.end();
const url = new URL(base);
url.pathname = `/${name}`;
console.log(url.toString());
