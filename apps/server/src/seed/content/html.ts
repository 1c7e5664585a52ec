/**
 * Tiny builders for the seed's rich text: headings, paragraphs, lists, tables, figures and links.
 * Text is escaped; only the tags the server's sanitizer allows are produced (lib/sanitize.ts), and
 * never a script, style or event attribute — seeded HTML is clean by construction.
 */

/** Escapes text for HTML character data and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
export const h3 = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>`;
export const blockquote = (text: string) => `<blockquote><p>${escapeHtml(text)}</p></blockquote>`;

/** The address our file endpoint serves a media row at (GET /api_/ow/file/{id}). */
export const mediaUrl = (mediaId: number) => `/api_/ow/file/${mediaId}`;

/** An image of a seeded media row with its alt text and a caption. */
export function figure(mediaId: number, alt: string, caption: string): string {
  return `<figure><img src="${mediaUrl(mediaId)}" alt="${escapeHtml(alt)}" width="480" height="300"><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

/** A table with a caption, a header row (th scope=col) and body rows. */
export function table(
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const head = `<thead><tr>${headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>`;
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(String(c))}</td>`).join('')}</tr>`).join('');
  return `<table><caption>${escapeHtml(caption)}</caption>${head}<tbody>${body}</tbody></table>`;
}

/** A link list of attachments inside the body ("附件：..."), pointing at the media rows. */
export function attachmentLinks(items: readonly { fileName: string; mediaId: number }[]): string {
  if (items.length === 0) return '';
  const links = items.map((a) => `<li><a href="${mediaUrl(a.mediaId)}">${escapeHtml(a.fileName)}</a></li>`).join('');
  return `<p>附件：</p><ul>${links}</ul>`;
}
