/**
 * The built pages of the web app, from dist/pages.json (written by apps/web/build/pages-manifest.ts):
 * `{ "paths": [lower-case paths], "pages": [{ "path": catalogue path, "title": '一级/二级', "intro"?: text }] }`. Read per
 * request (a few KB) so a rebuilt web app is picked up without a restart; null when the build wrote none.
 */
import { readFile } from 'node:fs/promises';
import { catalogue } from '@portal/contracts/pages.codes';

/** A built page: its catalogue path (original case), title and lead paragraph (plain text) if it has one. */
export interface BuiltPage {
  path: string;
  title: string;
  intro?: string;
}

export interface BuiltPages {
  /** Lower-case paths, as requests are matched. */
  paths: Set<string>;
  /** By lower-case path; an older manifest has none (then titles and canonical case are unknown). */
  pages: ReadonlyMap<string, BuiltPage>;
}

/** The manifest at `file`, or null when missing or unreadable. */
export async function readBuiltPages(file: string): Promise<BuiltPages | null> {
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { paths: string[]; pages?: BuiltPage[] };
    const pages = new Map((manifest.pages ?? []).map((page) => [page.path.toLowerCase(), page]));
    return { paths: new Set(manifest.paths), pages };
  } catch {
    return null;
  }
}

/**
 * Sign-in, placeholder, agency and back-office pages: kept out of the sitemap, disallowed in robots.txt and
 * sent with `noindex` (first-html.ts).
 */
export const NOT_CRAWLED: ReadonlySet<string> = new Set([
  catalogue.login.path,
  catalogue.blank.path,
  catalogue.feedbackInbox.path,
  catalogue.adminContent.path,
  catalogue.adminColumns.path,
  catalogue.adminAudit.path,
  catalogue.adminAccounts.path,
  catalogue.adminMenu.path,
  catalogue.adminContentNew.path,
  catalogue.adminContentEdit.path,
  catalogue.adminExchangeImport.path,
  catalogue.adminVenueYearReview.path,
  catalogue.adminVenueVideos.path,
]);

/**
 * Pages a crawler should list, by their catalogue path: built pages that need no id (detail pages are
 * listed by the sitemap sources, one URL per row) and are not sign-in or agency pages.
 */
export function crawlablePagePaths(pages: BuiltPages): string[] {
  return [...pages.paths]
    .filter((path) => !/detail/i.test(path) && !NOT_CRAWLED.has(path))
    .map((path) => pages.pages.get(path)?.path ?? path)
    .sort();
}
