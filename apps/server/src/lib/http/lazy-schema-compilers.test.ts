/**
 * Lazy schema compilers (lazy-schema-compilers.ts): the same 400s and serialised answers as Fastify's eager
 * compilers, nothing compiled before use or warm-up, a schema that does not compile reported by the warm-up;
 * and every header schema of the portal in lower case (the one thing Fastify stops doing for a custom factory).
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { lazySchemaCompilers } from './lazy-schema-compilers.js';

function appWith(compilers = lazySchemaCompilers()) {
  const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } });
  app.get(
    '/items',
    {
      schema: {
        querystring: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
        response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
      },
    },
    async (request) => ({ n: (request.query as { n: number }).n, secret: 'not in the schema' }),
  );
  return { app, compilers };
}

describe('lazy schema compilers', () => {
  it('validate and serialise as the eager ones: 400 naming the field, only schema fields answered', async () => {
    const { app } = appWith();
    const bad = await app.inject({ url: '/items?n=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring/n must be integer');
    const good = await app.inject({ url: '/items?n=7' });
    expect([good.statusCode, good.json()]).toEqual([200, { n: 7 }]);
    // The validator keeps answering errors after a success (its `errors` follow each call).
    expect((await app.inject({ url: '/items' })).statusCode).toBe(400);
    await app.close();
  });

  it('warms every deferred schema once, and none that a request already compiled', async () => {
    const { app, compilers } = appWith();
    await app.ready();
    expect((await app.inject({ url: '/items?n=1' })).statusCode).toBe(200);
    const warmed = await compilers.warmUp(() => {});
    const fresh = appWith();
    await fresh.app.ready();
    expect(await fresh.compilers.warmUp(() => {})).toBeGreaterThan(warmed);
    expect(await compilers.warmUp(() => {})).toBe(0);
    await Promise.all([app.close(), fresh.app.close()]);
  });

  it('compiles nothing at start (a broken schema passes ready), and the warm-up reports it', async () => {
    const compilers = lazySchemaCompilers();
    const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } });
    app.get('/broken', { schema: { querystring: { type: 'no-such-type' } } }, async () => ({}));
    await app.ready();
    const errors: unknown[] = [];
    await compilers.warmUp((error) => errors.push(error));
    // GET and the HEAD route Fastify adds beside it: each has its own validator.
    expect(errors.length).toBeGreaterThan(0);
    expect(String(errors[0])).toMatch(/no-such-type|type/u);
    await app.close();
  });
});

describe('the portal under the lazy compilers', () => {
  const testApp = createTestApp();
  afterAll(async () => (await testApp).close());

  it('writes every header parameter in lower case (Fastify lower-cases them only for its own factory)', async () => {
    const doc = (await testApp).app.swagger() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const headers = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).flatMap((op) => (op.parameters ?? []).filter((p) => p.in === 'header')),
    );
    expect(headers.length).toBeGreaterThan(0);
    for (const header of headers) expect(header.name).toBe(header.name.toLowerCase());
  });
});
