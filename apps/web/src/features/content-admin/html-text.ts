/**
 * The reading text of a version's body HTML, for comparing two versions (components/version-diff.tsx):
 * one line per block (paragraph, heading, list item, quote, table row), images as 〔图片：alt〕 and links
 * followed by their address, so a changed image or link shows in the diff though its text did not change.
 * Uses the browser's DOMParser (inert: nothing loads or runs).
 */
const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'TR', 'DIV', 'PRE', 'HR']);

function walk(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (!(node instanceof Element)) return;
  if (node.tagName === 'BR') {
    out.push('\n');
    return;
  }
  if (node.tagName === 'IMG') {
    out.push(`〔图片：${node.getAttribute('alt') || '无替代文字'}〕`);
    return;
  }
  const block = BLOCKS.has(node.tagName);
  if (block) out.push('\n');
  node.childNodes.forEach((child) => walk(child, out));
  if (node.tagName === 'A' && node.getAttribute('href')) out.push(`〔${node.getAttribute('href')}〕`);
  if (block) out.push('\n');
}

/** The text of `html`: blocks on their own lines, no blank lines, each line trimmed. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  walk(doc.body, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
