/**
 * Sanitizing of CMS rich text before it leaves the server (detail HTML is sanitized by a
 * well-known library). Built on sanitize-html with an allow-list fit for
 * government articles:
 * - headings h2-h4, paragraphs, emphasis, lists, tables, blockquote, figure/figcaption, hr, br;
 * - a[href] with http/https/mailto or relative URLs; external (absolute http/https) links get
 *   target="_blank" rel="noopener noreferrer", other links lose any target/rel they carried;
 * - img[src alt width height] whose src is a relative /api_/ow/file/ address or an https URL
 *   (any other image is dropped whole), with `srcset`/`sizes` only when every candidate of the srcset is one
 *   of our own files (`/api_/ow/file/{id} {w}w`: the renditions the back office adds, `withImageSrcsets`);
 * - scripts and styles are removed with their content; event handlers, style attributes and
 *   javascript:/data: URLs never survive (they are simply not on the allow-list).
 *
 * `sanitizeRichText(html)` is pure; `sanitizeCached(key, html)` memoises the result per row in a small
 * LRU (the sanitizer costs ~0.1-1 ms per article, a detail request should not pay it every time).
 */
import sanitizeHtml from 'sanitize-html';
import { LRUCache } from 'lru-cache';

/** Images may only come from our own file endpoint or from an https origin. */
function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  return src.startsWith('/api_/ow/file/') || /^https:\/\/[^/\s]/i.test(src);
}

/** A srcset of our own renditions only: `/api_/ow/file/{id} {width}w`, comma-separated. */
const OWN_SRCSET = /^\/api_\/ow\/file\/\d+ \d+w(, ?\/api_\/ow\/file\/\d+ \d+w)*$/;
/** What the article column is at most wide (px), so a phone picks the 400 or 800 px rendition. */
export const ARTICLE_IMAGE_SIZES = '(max-width: 860px) 100vw, 860px';

/** Keeps an img's srcset/sizes only when the srcset names nothing but our own files. */
function ownSrcsetOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { srcset, sizes, ...rest } = attribs;
  return srcset !== undefined && OWN_SRCSET.test(srcset)
    ? { ...rest, srcset, sizes: sizes ?? ARTICLE_IMAGE_SIZES }
    : rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: ownSrcsetOnly(attribs) }),
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
  // Runs on the already filtered attributes: an <img> whose src was removed or is foreign goes away.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

/** Returns `html` reduced to the allow-list above. Never throws; '' for empty input. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * `html` (already sanitised) with a srcset and sizes on every img whose src is `/api_/ow/file/{id}` and for which
 * `srcsetOf(id)` answers one (e.g. "/api_/ow/file/7 1600w, /api_/ow/file/9 800w"); other images as they were.
 * Pure; the caller looks the renditions up (modules/content-admin/image-srcsets.ts).
 */
export function withImageSrcsets(html: string, srcsetOf: (mediaId: number) => string | undefined): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const id = /^\/api_\/ow\/file\/(\d+)$/.exec(attribs.src ?? '')?.[1];
        const srcset = id === undefined ? undefined : srcsetOf(Number(id));
        return {
          tagName,
          attribs: ownSrcsetOnly(srcset ? { ...attribs, srcset, sizes: ARTICLE_IMAGE_SIZES } : attribs),
        };
      },
    },
  });
}

/** The media ids of the `/api_/ow/file/{id}` images in `html`, each once. */
export function ownImageIds(html: string): number[] {
  return [...new Set([...html.matchAll(/<img\b[^>]*\bsrc="\/api_\/ow\/file\/(\d+)"/g)].map((m) => Number(m[1])))];
}

const CACHE_LIMIT = 500;
/** key -> the raw HTML the entry was made from (to notice edits) and its sanitized form. */
const cache = new LRUCache<string, { raw: string; clean: string }>({ max: CACHE_LIMIT });

/**
 * `sanitizeRichText(html)`, remembered under `key` (e.g. 'news:12') while the raw HTML is unchanged.
 * Least-recently-used entries beyond 500 are dropped. Comparing the raw text (instead of hashing it)
 * is cheaper and cannot collide.
 */
export function sanitizeCached(key: string, html: string): string {
  const hit = cache.get(key);
  if (hit && hit.raw === html) return hit.clean;
  const clean = sanitizeRichText(html);
  cache.set(key, { raw: html, clean });
  return clean;
}
