import Fastify from 'fastify';
import pg from 'pg';

/**
 * The two ceilings, run beside NaRate in the same bench: bare Fastify answering "hello" (the
 * HTTP ceiling) and bare Fastify running one pooled `SELECT 1` per request against the same
 * database with the same pool size (the database ceiling).
 */
const app = Fastify({ logger: false });
const pool = process.env.CEILING_DATABASE_URL
  ? new pg.Pool({
      connectionString: process.env.CEILING_DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    })
  : undefined;
app.get('/', async () => ({ hello: 'world' }));
app.get('/db', async () => {
  const result = await pool!.query('select 1 as one');
  return { one: result.rows[0].one };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool?.end())
      .then(() => process.exit(0)),
);
