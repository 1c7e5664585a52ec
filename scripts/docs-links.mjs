/**
 * Checks that the docs name what exists (used by scripts/docs-tree.test.mjs; docs/ARCHITECTURE.md "Tree").
 *
 * - `treeEntries(markdown)`: the paths of the annotated tree, the fenced block under "## Tree" of
 *   docs/ARCHITECTURE.md. An entry is a line indented by fewer than 10 spaces: its path column (up to two
 *   spaces in a row) holds one or more paths separated by ", "; an entry indented by 2 is inside the last
 *   top-level entry that ends with "/". Continuation lines (indented further) are descriptions. Returns
 *   `{ path, line, description, top }`: `path` relative to the repository, `top` the top-level folder ('' for a
 *   top-level file), `description` the entry's text and its continuation lines.
 * - `descriptionFiles(description)`: the file names a description mentions (words ending in a source or data
 *   extension; placeholders such as `<domain>.ts` and build output under `dist/` are left out).
 * - `citations(text)`: every `docs/<file>.md "Heading"` in a text, where the heading may continue on the next
 *   comment line (` * `, `// `); returns `{ file, heading, index }` with the heading's white space folded.
 * - `headingMatches(markdown, heading)`: whether a Markdown heading of any level, with or without its number
 *   ("1. Keys"), is the cited text or starts with it followed by a space, ':', ',' or '(' (comments cite "Module boundaries"
 *   for "Module boundaries (server)").
 *
 * Pure functions over strings; the file system is read by the caller.
 */

const ENTRY_INDENT_LIMIT = 10;

/** The fenced block under "## Tree", as lines with their 1-based line numbers. */
function treeBlock(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Tree');
  if (start < 0) throw new Error('docs/ARCHITECTURE.md has no "## Tree" section');
  const open = lines.findIndex((line, i) => i > start && line.startsWith('```'));
  const close = lines.findIndex((line, i) => i > open && line.startsWith('```'));
  if (open < 0 || close < 0) throw new Error('the "## Tree" section has no fenced block');
  return lines.slice(open + 1, close).map((text, i) => ({ text, line: open + 2 + i }));
}

/** Entries of the annotated tree (see the module comment). */
export function treeEntries(markdown) {
  const entries = [];
  let top = '';
  let current = [];
  for (const { text, line } of treeBlock(markdown)) {
    if (!text.trim()) continue;
    const indent = text.length - text.trimStart().length;
    if (indent >= ENTRY_INDENT_LIMIT) {
      for (const entry of current) entry.description += ` ${text.trim()}`;
      continue;
    }
    const body = text.trimStart();
    const gap = body.search(/ {2,}/);
    const pathColumn = gap < 0 ? body : body.slice(0, gap);
    const description = gap < 0 ? '' : body.slice(gap).trim();
    const paths = pathColumn.split(', ').map((p) => p.trim());
    if (indent === 0) top = paths.length === 1 && paths[0].endsWith('/') ? paths[0] : '';
    current = paths.map((p) => ({
      path: indent === 0 ? p : `${top}${p}`,
      line,
      description,
      top: indent === 0 ? (p.endsWith('/') ? p : '') : top,
    }));
    entries.push(...current);
  }
  return entries;
}

const FILE_WORD = /[\w./-]*[\w-]\.(?:tsx|ts|mjs|cjs|json|css|sh)\b/g;

/** File names a tree description mentions (see the module comment). */
export function descriptionFiles(description) {
  const words = [];
  for (const match of description.matchAll(FILE_WORD)) {
    const before = description[match.index - 1];
    if (before === '<' || before === '>' || before === '-' || before === '.') continue;
    const word = match[0];
    if (word.startsWith('dist/') || word.startsWith('.')) continue;
    words.push(word);
  }
  return words;
}

/** A citation's heading may continue on the next comment line: ` * `, `// ` or `# ` prefixes are folded. */
const CITATION =
  /docs\/([\w./-]+\.md)(?:[ \t]|\n[ \t]*(?:\*|\/\/|#)?)*"([^"\n]{1,200}(?:\n[ \t]*(?:\*(?!\/)|\/\/)?[^"\n]{0,200})?)"/g;

/** Every `docs/<file>.md "Heading"` of a text (see the module comment). */
export function citations(text) {
  return [...text.matchAll(CITATION)].map((match) => ({
    file: `docs/${match[1]}`,
    heading: match[2]
      .replace(/\n[ \t]*(?:\*|\/\/)?[ \t]*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    index: match.index,
  }));
}

/** Whether `markdown` has a heading that is `heading` or starts with it (see the module comment). */
export function headingMatches(markdown, heading) {
  return markdown.split('\n').some((line) => {
    const match = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!match) return false;
    const titles = [match[1], match[1].replace(/^\d+(?:\.\d+)*\.?\s+/, '')];
    return titles.some(
      (title) => title === heading || (title.startsWith(heading) && /^[ :,(]/.test(title.slice(heading.length))),
    );
  });
}
