import Fastify from 'fastify';

/**
 * The yardstick: a bare Fastify route that parses the same JSON body as /analytics/event and
 * answers 204, with no plugins, no logging and no storage.
 */
const app = Fastify({ logger: false });
app.post('/bare', async (_request, reply) => reply.code(204).send());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
