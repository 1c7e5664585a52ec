/**
 * The server-rendered first HTML of a page (issue "crawlable and linkable";
 * docs/decisions/server-rendered-first-html.md "Server-rendered first HTML"): what a page renderer returns and how it
 * is written into the built index.html.
 *
 * - `PageSnapshot`: the page's heading (h1 and first part of `<title>`), its meta description (plain
 *   text), its canonical address (path + the query parameters that name the content) and a small
 *   semantic body (already escaped HTML: paragraphs, the article's sanitized rich text, list items as
 *   links, venue facts as a definition list).
 * - `renderSnapshotDocument` puts it into index.html: `<title>`, `<meta name="description">`,
 *   `<link rel="canonical">` (absolute, on the site's origin), and `<div id="first-html">` before the
 *   app's `#root`. The app removes that container in the same frame it paints its own layout
 *   (apps/web/src/app/first-html.ts), so no element moves (no layout shift) and crawlers that run no
 *   JavaScript read the content.
 *
 * Every value from the database goes through `escapeHtml` (text) or the CMS sanitizer (rich text);
 * nothing here trusts its input.
 */

/** The site name, appended to every document title (spec §1; the web's config/route-handle SITE_NAME). */
export const SITE_NAME = '全民健身场馆信息服务平台';

/** The description of pages without their own (index.html's own text). */
export const SITE_DESCRIPTION = '全民健身场馆信息服务平台：新闻资讯、通知公告、政策法规、场馆开放与健身设施信息';

/** Longest meta description, in characters (search engines show about 80-120 Chinese characters). */
export const DESCRIPTION_MAX_CHARS = 120;

/** The snapshot of one page. */
export interface PageSnapshot {
  /** The page's own name: the h1, and `<title>` is `${heading} - ${SITE_NAME}`. Plain text. */
  heading: string;
  /** Meta description, plain text (cut to DESCRIPTION_MAX_CHARS). */
  description: string;
  /** Canonical path with its query, e.g. '/news/newsdetail?id=3' (no origin). */
  canonical: string;
  /**
   * The page's lead paragraph (plain text) under the h1, the same text the app shows there (the web
   * catalogue's `intro`, via pages.json): painted with the first HTML, it is the page's largest text
   * from the start, so the app's later paragraph adds no later Largest Contentful Paint.
   */
  intro?: string;
  /** Escaped HTML after the h1 and intro (may be ''). */
  bodyHtml: string;
  /** Ask crawlers not to index (an unknown id: the page answers, but has no content). */
  noindex?: boolean;
  /**
   * The addressed content was withdrawn or deleted (docs/decisions/content-management.md): the page answers
   * HTTP 410 with this plain snapshot, kept out of the index.
   */
  gone?: boolean;
}

/** What a renderer is asked for: the matched page path (lower case) and the request's query. */
export interface PageRequest {
  /** The built page's catalogue path, e.g. '/news/newsdetail' or '/policyRule'. */
  path: string;
  /** The page's title from the catalogue ('一级/二级'), as pages.json gives it. */
  title: string;
  /** The page's lead paragraph from the catalogue, as pages.json gives it. */
  intro?: string;
  query: URLSearchParams;
}

/**
 * Renders one page's snapshot; resolves null when the addressed content does not exist (unknown id),
 * which keeps the generic snapshot with `noindex`. Rejections are logged and the generic snapshot sent.
 */
export type PageRenderer = (request: PageRequest) => Promise<PageSnapshot | null>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML text and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Plain text of a description: whitespace collapsed, cut at DESCRIPTION_MAX_CHARS with an ellipsis. */
export function plainDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX_CHARS ? `${flat.slice(0, DESCRIPTION_MAX_CHARS - 1)}…` : flat;
}

/** The page's own name: the last level of a catalogue title '一级/二级' (web route-handle pageHeading). */
export function headingOf(title: string): string {
  return (
    title
      .split('/')
      .map((level) => level.trim())
      .filter(Boolean)
      .at(-1) ?? SITE_NAME
  );
}

/** The generic snapshot of a built page: its heading, the site description, the bare path. */
export function genericSnapshot(request: PageRequest): PageSnapshot {
  const heading = headingOf(request.title);
  return {
    heading,
    description: request.path === '/' ? SITE_DESCRIPTION : `${SITE_NAME}${heading}栏目。${SITE_DESCRIPTION}`,
    canonical: request.path,
    bodyHtml: '',
  };
}

/** One link of a snapshot list. */
export interface SnapshotLink {
  href: string;
  text: string;
  /** Shown after the link (a date, a place), plain text. */
  note?: string;
}

/** `<ul>` of links (escaped); '' for no items. */
export function linkList(links: readonly SnapshotLink[]): string {
  if (links.length === 0) return '';
  const items = links.map(
    (link) =>
      `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>${link.note ? ` <span>${escapeHtml(link.note)}</span>` : ''}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/** `<ul>` of plain-text items (escaped, blank ones left out); '' for none. */
export function textList(items: readonly string[]): string {
  const shown = items.filter((item) => item.trim() !== '');
  return shown.length > 0 ? `<ul>${shown.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
}

/** `<dl>` of label/value facts (escaped), values left out when empty. */
export function factList(facts: ReadonlyArray<readonly [string, string | number | null | undefined]>): string {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== '');
  if (shown.length === 0) return '';
  return `<dl>${shown.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(String(value))}</dd>`).join('')}</dl>`;
}

/** A `<p>` of plain text (escaped); '' for blank text. */
export function paragraph(text: string | null | undefined): string {
  return text && text.trim() ? `<p>${escapeHtml(text.trim())}</p>` : '';
}

/** A path with a query built from its pairs (undefined values left out), values URI-encoded. */
export function pathWithQuery(path: string, query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** A positive integer query parameter (an id), or null when absent or malformed. */
export function idParam(query: URLSearchParams, name = 'id'): number | null {
  const raw = query.get(name);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= 2_147_483_647 ? value : null;
}

/** Links the snapshot carries on every page: the site's sections (crawlers follow them). */
export interface SnapshotFrame {
  /** The site's origin without a trailing slash, e.g. 'https://ty.example.gov.cn'. */
  origin: string;
  /** Section links of the shared menu. */
  nav: readonly SnapshotLink[];
}

/** The snapshot container (header, main with h1 and body, section links), escaped. */
export function snapshotMarkup(snapshot: PageSnapshot, frame: SnapshotFrame): string {
  return [
    '<div id="first-html" class="first-html">',
    `<header class="first-html__header"><a href="/">${escapeHtml(SITE_NAME)}</a></header>`,
    `<main class="first-html__main"><h1>${escapeHtml(snapshot.heading)}</h1>${
      snapshot.intro ? `<p class="first-html__intro">${escapeHtml(snapshot.intro)}</p>` : ''
    }${snapshot.bodyHtml}</main>`,
    frame.nav.length > 0 ? `<nav aria-label="栏目" class="first-html__nav">${linkList(frame.nav)}</nav>` : '',
    '</div>',
  ].join('');
}

/** Replaces the first match of `pattern` in `html`, or inserts `fallback` before `</head>`. */
function replaceInHead(html: string, pattern: RegExp, replacement: string): string {
  return pattern.test(html)
    ? html.replace(pattern, () => replacement)
    : html.replace('</head>', () => `${replacement}</head>`);
}

/**
 * index.html with the snapshot: title, description, canonical (absolute on `frame.origin`), robots
 * noindex when asked, and the snapshot container right before `<div id="root">`.
 */
export function renderSnapshotDocument(indexHtml: string, snapshot: PageSnapshot, frame: SnapshotFrame): string {
  const title = snapshot.heading === SITE_NAME ? SITE_NAME : `${snapshot.heading} - ${SITE_NAME}`;
  let html = replaceInHead(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceInHead(
    html,
    /<meta name="description"[^>]*>/,
    `<meta name="description" content="${escapeHtml(plainDescription(snapshot.description))}" />`,
  );
  const head = [`<link rel="canonical" href="${escapeHtml(frame.origin + snapshot.canonical)}" />`];
  if (snapshot.noindex) head.push('<meta name="robots" content="noindex" />');
  html = html.replace('</head>', () => `${head.join('')}</head>`);
  return html.replace('<div id="root">', () => `${snapshotMarkup(snapshot, frame)}<div id="root">`);
}
