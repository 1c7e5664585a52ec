import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { CompressedCopies } from './compressed-copies.js';
import { compressPerRequest } from './content-encoding.js';

const body = Buffer.from(
  JSON.stringify({
    code: 200,
    data: Array.from({ length: 300 }, (_, i) => ({
      id: 1_000_000 + i * 37,
      name: `全民健身路径${i}`,
      lng: 116 + i / 1000,
    })),
  }),
);
const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync } as const;

describe('compressed copies of a stored body', () => {
  it.each(['br', 'gzip', 'deflate'] as const)(
    'gives %s at the per-request level first, then the refined copy once it is made, each decoding to the body',
    async (encoding) => {
      const copies = new CompressedCopies(body);
      const quick = copies.get(encoding);
      expect(quick.equals(compressPerRequest(body, encoding))).toBe(true);
      // The second ask still gets the quick copy and starts the refinement.
      expect(copies.get(encoding)).toBe(quick);
      await vi.waitFor(() => expect(copies.get(encoding)).not.toBe(quick));
      const refined = copies.get(encoding);
      expect(decode[encoding](refined).equals(body)).toBe(true);
      expect(refined.length).toBeLessThanOrEqual(quick.length);
      expect(copies.get(encoding)).toBe(refined);
    },
  );

  it('keeps each encoding apart', () => {
    const copies = new CompressedCopies(body);
    expect(brotliDecompressSync(copies.get('br')).equals(body)).toBe(true);
    expect(gunzipSync(copies.get('gzip')).equals(body)).toBe(true);
  });
});

describe('memory of a stored body and its copies', () => {
  const owns = (bytes: Buffer) => bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;

  it('keeps a small body and each copy in stores of their own size, not slices of a shared pool', async () => {
    // A short string's Buffer is a slice of Node's shared pool, and zlib's output a slice of its chunk.
    const small = Buffer.from('{"code":200,"data":{"clusters":[],"points":[]},"msg":"ok"}'.repeat(40));
    expect(owns(small)).toBe(false);
    const copies = new CompressedCopies(small);
    expect(owns(copies.body)).toBe(true);
    expect(copies.body.equals(small)).toBe(true);
    const quick = copies.get('br');
    expect(owns(quick)).toBe(true);
    await vi.waitFor(() => expect(copies.get('br')).not.toBe(quick));
    expect(owns(copies.get('br'))).toBe(true);
    expect(brotliDecompressSync(copies.get('br')).equals(small)).toBe(true);
  });
});
