/**
 * Vite plugin: antd's component styles as a stylesheet of the production build
 * (docs/decisions/server-rendered-first-html.md "antd styles from the build").
 *
 * At the start of a build it renders the portal's antd components in Node (antd-style-sheet.tsx, loaded
 * with tsx like pages-manifest.ts loads the route table), writes the result to
 * `assets/antd-styles-<hash>.css` (content-hashed like Vite's own assets, so the server caches it for a
 * year; vite-plugin-compression2 adds its .br/.gz copies) and names it in index.html as
 * `<meta name="antd-styles" content="/assets/antd-styles-<hash>.css">`, which src/lib/antd-static-styles.ts
 * reads. The dev server and the unit tests get no meta, and antd styles itself at run time there.
 *
 * Errors: the build fails when the sheet carries antd's development class prefix ('css-dev-only-…', made
 * when NODE_ENV is not 'production' as antd's modules load: the browser's production antd would not
 * recognise it) or lacks antd's cache-path marker. A development-mode build (`--mode development`) skips
 * the sheet.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type * as AntdStyleSheet from './antd-style-sheet';
import { ANTD_STYLES_META } from '../src/lib/antd-static-styles';

/** antd's marker rule that lists the styles a sheet holds (@ant-design/cssinjs util/cacheMapUtil). */
const CACHE_PATH_MARKER = '.data-ant-cssinjs-cache-path{content:"';

/** The `assets/antd-styles-<hash>.css` name of a sheet: 10 hex digits of its SHA-256. */
export function antdStylesFileName(css: string): string {
  return `assets/antd-styles-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

export function antdStaticStyles(): Plugin {
  let fileName = '';
  let base = '/';
  let production = true;
  return {
    name: 'portal-antd-static-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      production = config.isProduction;
    },
    async buildStart() {
      // A development-mode build keeps antd's runtime styles (its class prefix differs there).
      if (!production) return;
      const { tsImport } = await import('tsx/esm/api');
      const sheet = (await tsImport(
        new URL('./antd-style-sheet.tsx', import.meta.url).href,
        import.meta.url,
      )) as typeof AntdStyleSheet;
      const css = sheet.renderAntdStyleSheet();
      if (css.includes('css-dev-only')) throw new Error('antd style sheet: rendered with the development prefix');
      if (!css.includes(CACHE_PATH_MARKER)) throw new Error('antd style sheet: no cache-path marker');
      fileName = antdStylesFileName(css);
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml() {
      if (!fileName) return [];
      return [{ tag: 'meta', attrs: { name: ANTD_STYLES_META, content: `${base}${fileName}` }, injectTo: 'head' }];
    },
  };
}
