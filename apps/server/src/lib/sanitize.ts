/**
 * Sanitizing of CMS rich text before it leaves the server (detail HTML is sanitized by a
 * well-known library). Built on sanitize-html with an allow-list fit for
 * government articles:
 * - headings h2-h4, paragraphs, emphasis, lists, tables, blockquote, figure/figcaption, hr, br;
 * - a[href] with http/https/mailto or relative URLs; external (absolute http/https) links get
 *   target="_blank" rel="noopener noreferrer", other links lose any target/rel they carried;
 * - img[src alt width height] whose src is a relative /api_/ow/file/ address or an https URL
 *   (any other image is dropped whole);
 * - scripts and styles are removed with their content; event handlers, style attributes and
 *   javascript:/data: URLs never survive (they are simply not on the allow-list).
 *
 * `sanitizeRichText(html)` is pure; `sanitizeCached(key, html)` memoises the result per row in a small
 * LRU (the sanitizer costs ~0.1-1 ms per article, a detail request should not pay it every time).
 */
import sanitizeHtml from 'sanitize-html';

/** Images may only come from our own file endpoint or from an https origin. */
function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  return src.startsWith('/api_/ow/file/') || /^https:\/\/[^/\s]/i.test(src);
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
    img: ['src', 'alt', 'width', 'height'],
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

const CACHE_LIMIT = 500;
/** key -> the raw HTML the entry was made from (to notice edits) and its sanitized form. */
const cache = new Map<string, { raw: string; clean: string }>();

/**
 * `sanitizeRichText(html)`, remembered under `key` (e.g. 'news:12') while the raw HTML is unchanged.
 * Least-recently-used entries beyond 500 are dropped. Comparing the raw text (instead of hashing it)
 * is cheaper and cannot collide.
 */
export function sanitizeCached(key: string, html: string): string {
  const hit = cache.get(key);
  if (hit && hit.raw === html) {
    // Re-insert to mark as most recently used (Map keeps insertion order).
    cache.delete(key);
    cache.set(key, hit);
    return hit.clean;
  }
  const clean = sanitizeRichText(html);
  cache.delete(key);
  cache.set(key, { raw: html, clean });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return clean;
}
