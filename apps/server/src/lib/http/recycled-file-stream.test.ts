/**
 * RecycledFileStream and the recycleFileStream hook (docs/decisions/open-data.md "Downloads without garbage"),
 * over a real socket: a static-files scope as the open-data routes register it, clients that read slowly (so
 * the one buffer must wait for the socket) and ranges across chunk borders; every byte is compared with the
 * file. A stream that allocated per chunk, or reused its buffer too early, fails here.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, RecycledFileStream, recycleFileStream } from './recycled-file-stream.js';

// Larger than the loopback's socket buffers, so a stalled client makes Node queue chunks in the process (where an
// early reuse of the buffer would show); not a multiple of the chunk, so the last chunk is short.
const FILE_BYTES = CHUNK_BYTES * 96 + 12_345;
let dir: string;
let content: Buffer;
let app: FastifyInstance;
let base: string;
const streams: RecycledFileStream[] = [];

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET (or HEAD) of `path`; with `slow`, the client stalls 300 ms at its first chunk and 1 ms after every other. */
function get(path: string, headers: Record<string, string> = {}, slow = false, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (!slow) return;
        res.pause();
        setTimeout(() => res.resume(), chunks.length === 1 ? 300 : 1);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recycled-file-stream-'));
  content = randomBytes(FILE_BYTES);
  writeFileSync(join(dir, 'data.bin'), content);
  app = Fastify();
  await app.register(async (files) => {
    files.addHook('onSend', async (request, reply, payload) => {
      const sent = await recycleFileStream(request, reply, payload);
      if (sent instanceof RecycledFileStream) streams.push(sent);
      return sent;
    });
    await files.register(fastifyStatic, { root: dir, prefix: '/files/', acceptRanges: true, etag: true });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('RecycledFileStream over a socket', () => {
  it('serves the whole file byte for byte to a slow client, from one buffer', async () => {
    const before = streams.length;
    const got = await get('/files/data.bin', {}, true);
    expect(got.status).toBe(200);
    expect(got.body.length).toBe(FILE_BYTES);
    expect(sha256(got.body)).toBe(sha256(content));
    expect(streams.length).toBe(before + 1);
  });

  it('pushes every chunk from the same memory', async () => {
    const stream = new RecycledFileStream(join(dir, 'data.bin'), 0, FILE_BYTES - 1, process.stdout);
    const memories = new Set<ArrayBufferLike>();
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      memories.add(chunk.buffer);
      bytes += chunk.length;
    }
    expect(bytes).toBe(FILE_BYTES);
    expect(memories.size).toBe(1);
  });

  it('answers ranges across chunk borders, to the byte', async () => {
    const ranges: [number, number][] = [
      [0, 0],
      [CHUNK_BYTES - 3, CHUNK_BYTES + 2],
      [CHUNK_BYTES * 2 + 17, CHUNK_BYTES * 7 + 5],
      [FILE_BYTES - 10, FILE_BYTES - 1],
    ];
    for (const [start, end] of ranges) {
      const got = await get('/files/data.bin', { range: `bytes=${start}-${end}` }, true);
      expect(got.status).toBe(206);
      expect(got.headers['content-range']).toBe(`bytes ${start}-${end}/${FILE_BYTES}`);
      expect(got.body.equals(content.subarray(start, end + 1))).toBe(true);
    }
  });

  it('leaves HEAD and a 304 to the static plugin', async () => {
    const head = await get('/files/data.bin', {}, false, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    const cached = await get('/files/data.bin', { 'if-none-match': etag });
    expect(cached.status).toBe(304);
  });

  it('stops and closes the file when the client goes away', async () => {
    const before = streams.length;
    await new Promise<void>((resolve, reject) => {
      const req = request(`${base}/files/data.bin`, (res) => {
        res.once('data', () => {
          res.pause();
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
      req.on('close', () => resolve());
      req.end();
      setTimeout(() => reject(new Error('no data')), 5000);
    });
    const stream = streams[before];
    expect(stream).toBeDefined();
    await new Promise<void>((resolve) => (stream!.closed ? resolve() : stream!.once('close', () => resolve())));
    expect(stream!.destroyed).toBe(true);
  });
});
