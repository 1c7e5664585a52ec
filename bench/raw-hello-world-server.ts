/**
 * The raw baseline of the load benchmark: node:http with no framework, answering every request with
 * {"hello":"world"}. The project's standard takes throughput ratios against this server measured in the
 * same run (the Fastify hello-world in bench/hello-world-server.ts stays as a second reference).
 * Listens on 127.0.0.1:$PORT.
 */
import { createServer } from 'node:http';

const body = JSON.stringify({ hello: 'world' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
