// Test runs' own databases on a PostgreSQL server, so they never share state with each other or
// with a developer's data. `create <server URL>` makes an empty, uniquely named one and prints
// its URL; `drop <its URL>` drops it once the run that used it is over. Only names made here are
// dropped, so a mistyped URL cannot take a developer's own database with it.
import pg from 'pg';

const NAME_PREFIX = 'narate_test_';
const MADE_HERE = new RegExp(`^${NAME_PREFIX}[a-z0-9]+_[a-z0-9]+$`);

function usage() {
  console.error('usage: node scripts/test-database.mjs create postgres://…');
  console.error('       node scripts/test-database.mjs drop postgres://…/narate_test_…');
  process.exit(2);
}

/** Runs one statement through a connection to the given URL. */
async function runStatement(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const [command, url] = process.argv.slice(2);
if (!url) usage();
if (command === 'create') {
  const name = `${NAME_PREFIX}${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await runStatement(url, `create database ${name}`);
  const made = new URL(url);
  made.pathname = `/${name}`;
  console.log(made.toString());
} else if (command === 'drop') {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!MADE_HERE.test(name)) usage();
  // Not from inside the database itself: through the server's maintenance database. The run's
  // server processes were just stopped; their sessions may still be closing.
  const server = new URL(url);
  server.pathname = '/postgres';
  await runStatement(server.toString(), `drop database if exists ${name} with (force)`);
} else {
  usage();
}
