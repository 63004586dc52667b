// Drops the test database of the given URL (made by create-test-database.mjs) once the run that
// used it is over. Only names that script makes are dropped, so a mistyped URL cannot take a
// developer's own database with it.
import pg from 'pg';

const target = process.argv[2];
const name = target ? decodeURIComponent(new URL(target).pathname.slice(1)) : '';
if (!/^narate_test_[a-z0-9]+_[a-z0-9]+$/.test(name)) {
  console.error('usage: node scripts/drop-test-database.mjs postgres://…/narate_test_…');
  process.exit(2);
}
const server = new URL(target);
server.pathname = '/postgres';
const client = new pg.Client({ connectionString: server.toString() });
await client.connect();
// The run's server processes were just stopped; their sessions may still be closing.
await client.query(`drop database if exists ${name} with (force)`);
await client.end();
