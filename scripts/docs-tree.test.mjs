// @vitest-environment node
/**
 * The docs name what exists (scripts/docs-links.mjs): every path of the annotated tree in docs/ARCHITECTURE.md
 * and every file its descriptions mention is in the repository, and every `docs/<file>.md "Heading"` cited in
 * the repository's sources and docs names an existing file and one of its headings.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citations, descriptionFiles, headingMatches, treeEntries } from './docs-links.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Dependencies and build output anywhere; local databases, reports and artefacts at their own paths. */
const SKIPPED_NAMES = new Set(['node_modules', 'dist', '.git']);
const SKIPPED_PATHS = new Set(['data', 'coverage', 'test-results', 'bench/results', 'e2e/artifacts']);
const CITING_FILES = /\.(?:ts|tsx|mjs|cjs|js|css|md|html)$/;

/** Every file of the repository (relative, '/'-separated), without dependencies, build output and data. */
function repositoryFiles(dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = relative(root, join(dir, entry.name)).split('\\').join('/');
    if (!entry.isDirectory()) return [path];
    return SKIPPED_NAMES.has(entry.name) || SKIPPED_PATHS.has(path) ? [] : repositoryFiles(join(dir, entry.name));
  });
}

const files = repositoryFiles();
const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');

/** Whether a path with `<placeholder>` segments matches at least one file or folder of the repository. */
function pathExists(path) {
  if (!path.includes('<')) return existsSync(join(root, path));
  const pattern = new RegExp(
    `^${path
      .split(/<[^>]+>/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}`,
  );
  return files.some((file) => pattern.test(file));
}

describe('the annotated tree of docs/ARCHITECTURE.md', () => {
  const entries = treeEntries(architecture);

  it('reads entries, nesting and placeholders from a literal tree', () => {
    const tree = [
      '## Tree',
      '```',
      'apps/server/                 the API',
      '  src/server.ts              start: config.ts, then',
      '                             src/app.ts',
      '  index.html, public/a.js    host page',
      'docs/                        this file',
      '```',
    ].join('\n');
    expect(treeEntries(tree).map((e) => [e.path, e.top])).toEqual([
      ['apps/server/', 'apps/server/'],
      ['apps/server/src/server.ts', 'apps/server/'],
      ['apps/server/index.html', 'apps/server/'],
      ['apps/server/public/a.js', 'apps/server/'],
      ['docs/', 'docs/'],
    ]);
    expect(descriptionFiles('start: config.ts, then src/app.ts; <domain>.pages.ts, dist/pages.json')).toEqual([
      'config.ts',
      'src/app.ts',
    ]);
  });

  it('names only paths that exist', () => {
    expect(entries.length).toBeGreaterThan(40);
    const missing = entries.filter((entry) => !pathExists(entry.path)).map((e) => `line ${e.line}: ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('names each path once', () => {
    const seen = new Map();
    const twice = entries.filter((entry) => seen.has(entry.path) || !seen.set(entry.path, entry.line));
    expect(twice.map((e) => `line ${e.line}: ${e.path} (first on line ${seen.get(e.path)})`)).toEqual([]);
  });

  it('mentions in its descriptions only files that exist in the entry’s top-level folder', () => {
    const missing = entries.flatMap((entry) =>
      descriptionFiles(entry.description)
        .filter((word) => !existsSync(join(root, word)))
        .filter((word) => !files.some((file) => file.startsWith(entry.top) && `/${file}`.endsWith(`/${word}`)))
        .map((word) => `line ${entry.line} (${entry.path}): ${word}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('citations of docs/<file>.md "Heading"', () => {
  it('reads a citation whose heading continues on the next comment line', () => {
    const source = '/**\n * rules (docs/ARCHITECTURE.md\n * "Server-rendered first\n * HTML"), and docs/x.md "A"\n */';
    expect(citations(source).map(({ file, heading }) => [file, heading])).toEqual([
      ['docs/ARCHITECTURE.md', 'Server-rendered first HTML'],
      ['docs/x.md', 'A'],
    ]);
    expect(headingMatches('# T\n\n## Module boundaries (server)\n', 'Module boundaries')).toBe(true);
    expect(headingMatches('# T\n\n## Module boundaries (server)\n', 'Module bound')).toBe(false);
    expect(headingMatches('- **Layers** (lint)\n', 'Layers')).toBe(false);
    expect(headingMatches('## 1. Keys\n', 'Keys')).toBe(true);
  });

  it('name an existing file and one of its headings', () => {
    const self = relative(root, fileURLToPath(import.meta.url))
      .split('\\')
      .join('/');
    const found = files
      .filter((file) => CITING_FILES.test(file) && file !== self)
      .flatMap((file) => citations(readFileSync(join(root, file), 'utf8')).map((c) => ({ ...c, from: file })));
    expect(found.length).toBeGreaterThan(100);
    const broken = found
      .filter(({ file, heading }) => {
        const path = join(root, file);
        return !existsSync(path) || !headingMatches(readFileSync(path, 'utf8'), heading);
      })
      .map(({ from, file, heading }) => `${from}: ${file} "${heading}"`);
    expect(broken).toEqual([]);
  });
});
