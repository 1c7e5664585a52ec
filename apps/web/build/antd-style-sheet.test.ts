// @vitest-environment node
/**
 * The build's antd stylesheet covers what the portal renders: ANTD_COMPONENTS names exactly the antd
 * values imported in src/, and the rendered sheet lists a style of each in antd's cache-path marker
 * (a component missing there would be styled at run time again, slower: lib/antd-static-styles.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS, APP_FEEDBACK_COMPONENTS, renderAntdStyleSheet } from './antd-style-sheet';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported as values from 'antd' (not `import type`, not `type X` members) anywhere in src/. */
function antdValueImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'antd'/g)) {
      if (match[1]) continue;
      for (const member of match[2]!.split(',')) {
        const name = member.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  names.delete('ConfigProvider');
  return names;
}

/** The style paths antd's marker rule lists ('css-abc|Button-Button|ant-btn|anticon', ...). */
function cachePaths(css: string): string[] {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return content.split(';').map((entry) => entry.split(':')[0]!);
}

describe('the antd style sheet of the build', () => {
  it('names every antd component the portal imports, and no other', () => {
    expect([...antdValueImports()].sort()).toEqual([...ANTD_COMPONENTS].sort());
  });

  it('holds a style of every one of them', () => {
    const paths = cachePaths(renderAntdStyleSheet());
    const missing = [...ANTD_COMPONENTS, ...APP_FEEDBACK_COMPONENTS].filter((name) => {
      const component = name[0]!.toUpperCase() + name.slice(1); // message -> Message
      return !paths.some((path) => path.includes(`|${component}-`));
    });
    expect(missing).toEqual([]);
    // The variants drawn beside the components: search box, text area, button-style radios, the confirm.
    for (const variant of ['Input-Search', 'Input-TextArea', 'Modal-confirm', 'Cascader-Panel']) {
      expect(paths.some((path) => path.includes(`|${variant}|`))).toBe(true);
    }
  });
});
