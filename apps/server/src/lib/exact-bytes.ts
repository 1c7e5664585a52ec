/**
 * Bytes to keep for long (stored answers and their compressed copies: ./http/compressed-copies.ts), in a
 * buffer of their own size.
 *
 * Why: Node hands out a small Buffer (Buffer.from of a string under half the pool size) as a slice of a
 * shared 64 KB pool, and zlib's outputs as slices of its 64 KB output chunk; a slice keeps its whole
 * backing store alive. A stored 600-byte map tile with its brotli copy therefore held about 130 KB, and
 * 20,000 stored tiles grew the server's array buffers from ~160 MB to ~450 MB (docs/decisions/
 * server-conventions.md "Bounded caches"). Copying costs a memcpy of the answer's size once.
 */

/** `bytes` itself when it owns its whole backing store, else a copy in a store of exactly its length. */
export function exactBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
