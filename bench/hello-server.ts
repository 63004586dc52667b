import Fastify from 'fastify';

/** The ceiling: bare Fastify answering "hello" on this machine, run beside NaRate in one bench. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
