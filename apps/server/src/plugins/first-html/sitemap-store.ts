/**
 * The sitemap's generated files, kept as stored bytes (docs/decisions/security.md N3: the sitemap was rebuilt from the
 * database on every request, 1.3-1.6 s for 2.47 MB, and 8 anonymous clients pushed the news list's p50
 * from 14 ms to 6 s).
 *
 * Each file (the index or urlset at /sitemap.xml, /sitemaps/<file>.xml) is generated once, by the first
 * request that asks for it (concurrent requests wait for that one generation), gzip-compressed off the
 * event loop (zlib's thread pool) and kept with a weak ETag (sha-256 of its text). Only the gzip copy is
 * kept: crawlers accept gzip, and a client that does not gets it decompressed (rare; still no database).
 *
 * Freshness: every file records the tables its sources read (SitemapSource.tables). `invalidate(tables)`
 * drops the files that read any of them; first-html.ts calls it for every table whose version grows
 * (data/change-feed.ts: a command on any instance), so a published article is in the next sitemap request.
 * As a bound on rows written outside the write path (SQL by hand), a file is also regenerated once it is
 * older than `ttlMs` (SITEMAP_TTL_MS, 10 minutes).
 *
 * Keys are `origin file`. With SITE_URL set there is one origin; without it (development) each request's
 * origin has its own files, and at most `maxOrigins` origins are kept (the oldest goes first), so foreign
 * Host headers cannot fill memory. Likewise at most `maxFiles` files per origin (a national site has about
 * 60), the oldest first, so requests for made-up block numbers cannot either.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Regeneration bound while no change message reaches the store (see the module comment). */
export const SITEMAP_TTL_MS = 10 * 60_000;

/** One stored file. */
export interface StoredSitemap {
  /** The XML text, gzip-compressed. */
  gzip: Buffer;
  /** Weak ETag of the text, e.g. `W/"3q2-…"`. */
  etag: string;
  /** Bytes of the uncompressed text. */
  length: number;
  /** Tables the file was generated from. */
  tables: ReadonlySet<string>;
  /** performance.now() at generation. */
  madeAt: number;
}

export class SitemapStore {
  /** Files by origin, then by file name; a promise while the file is being generated. */
  private readonly origins = new Map<string, Map<string, Promise<StoredSitemap>>>();
  /** Tables of each stored or pending file (to invalidate files still being generated too). */
  private readonly tablesOf = new Map<Promise<StoredSitemap>, ReadonlySet<string>>();

  constructor(
    private readonly ttlMs = SITEMAP_TTL_MS,
    private readonly maxOrigins = 4,
    private readonly maxFiles = 1_000,
  ) {}

  /**
   * The stored file `file` of `origin`, else the one `generate` writes (its text as chunks), stored.
   * `tables`: the tables `generate` reads. A failed generation is not stored; its waiters get the error.
   */
  async load(
    origin: string,
    file: string,
    tables: readonly string[],
    generate: () => AsyncIterable<string> | Iterable<string>,
  ): Promise<StoredSitemap> {
    let files = this.origins.get(origin);
    if (!files) {
      files = new Map();
      this.origins.set(origin, files);
      if (this.origins.size > this.maxOrigins) this.dropOrigin(this.origins.keys().next().value as string);
    }
    const known = files.get(file);
    if (known) {
      const stored = await known;
      if (performance.now() - stored.madeAt < this.ttlMs) return stored;
      if (files.get(file) === known) this.drop(files, file);
      return this.load(origin, file, tables, generate);
    }
    const tableSet = new Set(tables);
    const running = make(generate, tableSet);
    files.set(file, running);
    if (files.size > this.maxFiles) this.drop(files, files.keys().next().value as string);
    this.tablesOf.set(running, tableSet);
    running.catch(() => {
      if (files.get(file) === running) this.drop(files, file);
    });
    return running;
  }

  /** Drops every file generated from any of `tables` (and those being generated from them). */
  invalidate(tables: readonly string[]): void {
    for (const files of this.origins.values()) {
      for (const [file, entry] of [...files]) {
        const read = this.tablesOf.get(entry);
        if (read && tables.some((table) => read.has(table))) this.drop(files, file);
      }
    }
  }

  private drop(files: Map<string, Promise<StoredSitemap>>, file: string): void {
    const entry = files.get(file);
    if (entry) this.tablesOf.delete(entry);
    files.delete(file);
  }

  private dropOrigin(origin: string): void {
    const files = this.origins.get(origin);
    for (const file of [...(files?.keys() ?? [])]) this.drop(files!, file);
    this.origins.delete(origin);
  }
}

/** The text of `chunks`, hashed and gzip-compressed (see StoredSitemap). */
async function make(
  generate: () => AsyncIterable<string> | Iterable<string>,
  tables: ReadonlySet<string>,
): Promise<StoredSitemap> {
  const parts: string[] = [];
  for await (const chunk of generate()) parts.push(chunk);
  const text = Buffer.from(parts.join(''));
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return { gzip: await gzipAsync(text), etag, length: text.length, tables, madeAt: performance.now() };
}

/** The uncompressed text of a stored file (for a client that accepts no gzip). */
export function sitemapText(stored: StoredSitemap): Promise<Buffer> {
  return gunzipAsync(stored.gzip);
}
