/**
 * The compressed copies of one stored answer body (lib/http/response-cache.ts entries, map tile answers,
 * first HTML): made quickly for the first request that asks, refined off the event loop for the rest.
 *
 * Why: a stored answer used to be compressed at the cached-answer level (brotli 8, gzip 8) by the first
 * request that asked for it, on the event loop. That pays when the answer is asked again and again (news
 * lists, tiles), but many stored answers are asked once before they are dropped (bbox clusters of the
 * fitness map: every viewport differs; a page of a rare search), and there brotli 8 cost about four times
 * brotli 3 for 5 % fewer bytes (content-encoding.ts). So the first ask gets the per-request level at once;
 * a second ask starts the cached-level compression in zlib's thread pool and still gets the quick copy;
 * asks after it finished get the smaller copy. Every copy decodes to the same body, so the ETag of the body
 * holds for each (the representation's bytes differ only in how they are compressed).
 * The body and every copy are kept in buffers of their own size (../exact-bytes.ts), not as slices of
 * Node's pool or of zlib's output chunk.
 */
import { exactBytes } from '../exact-bytes.js';
import { compressOffThread, compressPerRequest, type ContentEncoding } from './content-encoding.js';

/** Bit of an encoding in `refining`. */
const BIT: Record<ContentEncoding, number> = { br: 1, gzip: 2, deflate: 4 };

export class CompressedCopies {
  private readonly copies: Partial<Record<ContentEncoding, Buffer>> = {};
  /** Encodings whose cached-level copy was started (bits of BIT). */
  private refining = 0;

  readonly body: Buffer;

  constructor(body: Buffer) {
    this.body = exactBytes(body);
  }

  /**
   * `body` compressed with `encoding`: the per-request level the first time, then the same copy until the
   * cached-level one, started by the second ask, is ready. A failed refinement keeps the quick copy.
   */
  get(encoding: ContentEncoding): Buffer {
    const made = this.copies[encoding];
    if (made === undefined) return (this.copies[encoding] = exactBytes(compressPerRequest(this.body, encoding)));
    if ((this.refining & BIT[encoding]) === 0) {
      this.refining |= BIT[encoding];
      compressOffThread(this.body, encoding, 'cached').then(
        (better) => {
          this.copies[encoding] = exactBytes(better);
        },
        () => {},
      );
    }
    return made;
  }
}
