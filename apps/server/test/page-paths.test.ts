/**
 * Every web page the server names is an entry of the page catalogue (packages/contracts/src/pages.codes.ts;
 * docs/decisions/page-catalogue.md), checked two ways:
 * - at run time, on the seeded data set: every path a module registers with `app.firstHtml.addPage`, every
 *   URL of the sitemap, the links of the first HTML's lists, map popups' detail links (every map type and
 *   facility kind), venue detail links, the tab menu (contracts site-menu.codes) and the facility pages
 *   (contracts facility.codes). The site search answers kinds and ids, no paths: the web builds those links
 *   from the catalogue (features/site-search/result-links.ts);
 * - in the source: no string or template literal of apps/server/src (tests and seed aside) or of
 *   packages/contracts/src (pages.codes.ts aside) starts with a page path, so a new link can only be written
 *   through `catalogue.<page>.path` / `.href(...)`.
 * Runs on SQLite, or PostgreSQL when DATABASE_URL is set.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@portal/contracts/site';
import { FACILITY_INDEX_PATH, FACILITY_KIND_PATHS, FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { CATALOGUE_PAGES, MENU_SECTION_PATHS, pageAt } from '@portal/contracts/pages.codes';
import { SITE_MENU } from '@portal/contracts/site-menu.codes';
import { detailPathOf } from '../src/modules/fitness-map/fitness-map.presenter.js';
import { venueDetailPagePath } from '../src/modules/venue/venue.pages.js';
import { FirstHtmlRegistry } from '../src/plugins/first-html/registry.js';
import { makeDist, ORIGIN, page } from './first-html-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

const REPO = join(import.meta.dirname, '../../..');
const BASE = 'http://portal.invalid';

/** The catalogue entry of an in-site address (path and query), or undefined. */
const entryOf = (address: string) => pageAt(new URL(address, BASE).pathname);

/** The addresses of `addresses` that are no catalogue page (what a failing expectation lists). */
const strays = (addresses: Iterable<string>) => [...addresses].filter((address) => !entryOf(address));

/**
 * The first path segments of the catalogue's pages and of the menu's section paths ('news', 'main',
 * 'equipment' ...): a literal starting with '/<segment>' followed by '/', '?', '#' or its end is a page path.
 */
function pagePathPattern(): RegExp {
  const paths = [...CATALOGUE_PAGES.map((entry) => entry.path), ...Object.values(MENU_SECTION_PATHS)];
  const segments = [...new Set(paths.map((path) => path.split('/')[1]).filter(Boolean))];
  return new RegExp(`^/(?:${segments.join('|')})(?:[/?#]|$)`);
}

/**
 * The page paths written as literals in a TypeScript source: the text of every string literal, template
 * without substitutions and template head (the part before the first `${`) that matches `pattern`.
 * Comments are not literals, so docstrings may name pages.
 */
export function literalPagePaths(source: string, pattern: RegExp): string[] {
  const file = ts.createSourceFile('scan.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (pattern.test(node.text)) found.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** The .ts files under `dir` (recursive), minus tests and the `skip` predicate's. */
function sourceFiles(dir: string, skip: (path: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip(relative(REPO, path)));
}

describe('page paths in the source', () => {
  const pattern = pagePathPattern();

  it('recognises a page path in strings and template heads, not in comments or API paths', () => {
    const snippet = [
      '/** Links to /news/newsdetail. */',
      "const a = '/news/newsdetail';",
      'const b = `/main/vBuild/${kind}`;',
      'const c = `/fitnessMap?lng=${lng}`;',
      "const d = ['/equipment', '/api/data/news/list', '/api_/ow/news/list', '/sitemap.xml', 'https://x.cn/news'];",
      "const e = '/newsletter';",
    ].join('\n');
    expect(literalPagePaths(snippet, pattern)).toEqual([
      '/news/newsdetail',
      '/main/vBuild/',
      '/fitnessMap?lng=',
      '/equipment',
    ]);
  });

  it('finds none in apps/server/src (tests and seed aside) or packages/contracts/src (pages.codes.ts aside)', () => {
    const files = [
      ...sourceFiles(join(REPO, 'apps/server/src'), (path) => path.startsWith('apps/server/src/seed/')),
      ...sourceFiles(join(REPO, 'packages/contracts/src'), (path) => path === 'packages/contracts/src/pages.codes.ts'),
    ];
    expect(files.length).toBeGreaterThan(100);
    const written = files.flatMap((path) =>
      literalPagePaths(readFileSync(path, 'utf8'), pattern).map((text) => `${relative(REPO, path)}: ${text}`),
    );
    expect(written).toEqual([]);
  });
});

describe('page paths at run time', () => {
  let t: TestApp;
  let dist: string;
  const added: string[] = [];

  beforeAll(async () => {
    const addPage = FirstHtmlRegistry.prototype.addPage;
    vi.spyOn(FirstHtmlRegistry.prototype, 'addPage').mockImplementation(function (
      this: FirstHtmlRegistry,
      path,
      renderer,
    ) {
      added.push(path);
      addPage.call(this, path, renderer);
    });
    dist = makeDist(CATALOGUE_PAGES.map(({ path, title }) => ({ path, title })));
    t = await createTestApp({ seed: true, env: { WEB_DIST: dist, SITE_URL: ORIGIN } });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('registers first-HTML renderers only for catalogue paths, written as the catalogue writes them', () => {
    expect(added.length).toBeGreaterThan(40);
    expect(added.filter((path) => entryOf(path)?.path !== path)).toEqual([]);
  });

  it('lists only catalogue pages in the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const urls = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    // The seed's rows: detail pages of several sources beside the built pages.
    expect(urls.filter((url) => url.includes('?id=')).length).toBeGreaterThan(50);
    expect(urls.filter((url) => !url.startsWith(`${ORIGIN}/`))).toEqual([]);
    expect(strays(urls.map((url) => url.slice(ORIGIN.length)))).toEqual([]);
  });

  it('links only to catalogue pages from the first HTML of the lists', async () => {
    const lists = ['/news', '/main/openFacility', '/equipment/index', '/vNewsAll', '/qmsports/race/query'];
    for (const url of lists) {
      const res = await page(t, url);
      const links = [...res.body.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      const inSite = links.filter((href) => !href.startsWith('/assets/') && !href.startsWith('/api'));
      expect(inSite.length, url).toBeGreaterThan(5);
      expect(strays(inSite), url).toEqual([]);
    }
  });

  it('links map popups and venues to catalogue pages, for every map type, venue shape and facility kind', () => {
    const point = { id: 9, kind: '', organ_id: 7, match_id: 3, venue_is_large: 0 };
    const links = [
      ...[1, 2, 3, 4, 5].flatMap((map_type) =>
        [0, 1].map((venue_is_large) => detailPathOf({ ...point, map_type, venue_is_large })),
      ),
      ...FACILITY_KINDS.map((kind) => detailPathOf({ ...point, map_type: 6, kind })),
      ...[1, 2, 3, 4].flatMap((organType) =>
        [false, true].map((isLarge) => venueDetailPagePath({ organId: 7, organType, isLarge })),
      ),
    ];
    expect(links).not.toContain(null);
    expect(strays(links as string[])).toEqual([]);
  });

  it('names only catalogue pages in the menu (dropdown parents: a page or a section path) and the facility codes', () => {
    const flatten = (items: readonly MenuItem[]): MenuItem[] =>
      items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
    const inSite = flatten(SITE_MENU).filter((item) => item.path.startsWith('/'));
    const sections: readonly string[] = Object.values(MENU_SECTION_PATHS);
    const leaves = inSite.filter((item) => !item.children?.length).map((item) => item.path);
    const parents = inSite.filter((item) => item.children?.length).map((item) => item.path);
    expect(leaves.length).toBeGreaterThan(20);
    expect(strays(leaves)).toEqual([]);
    expect(strays(parents.filter((path) => !sections.includes(path)))).toEqual([]);
    const facilityPages = [
      FACILITY_INDEX_PATH,
      ...Object.values(FACILITY_KIND_PATHS).flatMap((p) => [p.list, p.detail]),
    ];
    expect(strays(facilityPages)).toEqual([]);
  });
});
