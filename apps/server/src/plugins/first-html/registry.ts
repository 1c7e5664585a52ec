/**
 * The registry of page renderers and sitemap sources (docs/decisions/server-rendered-first-html.md "Server-rendered
 * first HTML"). The first-html plugin decorates the app with one (`app.firstHtml`); each route module adds the
 * renderers of its own pages, keyed by the catalogue path (packages/contracts/src/pages.codes.ts), and the sitemap
 * sources of its published rows, so the plugin imports no module (module boundaries).
 */
import type { PageRenderer } from './page-snapshot.js';

/** One URL of the sitemap: path + query, and its last modification (ISO date or instant) if known. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** Rows of a source in one block of ids [block × size, (block + 1) × size). */
export interface SitemapBlock {
  block: number;
  count: number;
  /** Latest modification in the block, ISO text, or null. */
  lastmod: string | null;
}

/**
 * Published rows of one kind (news, venues ...), read in id blocks so that a sitemap file never holds
 * more than one block (≤ 50,000 URLs, sitemaps.org) and no answer needs the whole table in memory.
 */
export interface SitemapSource {
  /** File-name part, [a-z0-9-]+, unique, e.g. 'news'. */
  name: string;
  /** The tables its entries are read from, e.g. ['news']: the stored files are regenerated when they change (sitemap-store.ts). */
  tables: readonly string[];
  /** The blocks holding at least one row, in block order. */
  blocks(blockSize: number): Promise<SitemapBlock[]>;
  /** Up to `limit` entries with fromId ≤ id < toId (Infinity: no end) and id > afterId, in id order, with their ids. */
  entries(fromId: number, toId: number, afterId: number, limit: number): Promise<Array<SitemapEntry & { id: number }>>;
}

export class FirstHtmlRegistry {
  private readonly renderers = new Map<string, PageRenderer>();
  private readonly sources = new Map<string, SitemapSource>();

  /** Adds the renderer of the page at `path` (catalogue path; matched case-insensitively). */
  addPage(path: string, renderer: PageRenderer): void {
    const key = path.toLowerCase();
    if (this.renderers.has(key)) throw new Error(`first-html: page ${path} has two renderers`);
    this.renderers.set(key, renderer);
  }

  /** Adds a sitemap source; its name must be unique and file-name safe. */
  addSitemapSource(source: SitemapSource): void {
    if (!/^[a-z0-9-]+$/.test(source.name) || this.sources.has(source.name))
      throw new Error(`first-html: bad or duplicate sitemap source '${source.name}'`);
    this.sources.set(source.name, source);
  }

  /** The renderer of a page path (lower case), if a module added one. */
  rendererOf(path: string): PageRenderer | undefined {
    return this.renderers.get(path);
  }

  /** Every sitemap source, in the order added. */
  sitemapSources(): SitemapSource[] {
    return [...this.sources.values()];
  }

  /** The source named `name`. */
  sitemapSource(name: string): SitemapSource | undefined {
    return this.sources.get(name);
  }
}
