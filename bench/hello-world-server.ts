/**
 * The baseline of the load benchmark: a minimal Fastify 5 server (same Fastify as the portal, no
 * plugins, no logger) answering GET / with {"hello":"world"}. bench/run.ts starts it as a child
 * process on the same machine in the same run, so the portal's routes are compared with what
 * Fastify itself can do here. Listens on 127.0.0.1:$PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
