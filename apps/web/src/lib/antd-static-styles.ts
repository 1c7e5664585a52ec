/**
 * antd's component styles from a stylesheet the build wrote, instead of antd's css-in-js computing and
 * injecting them in the browser (docs/decisions/server-rendered-first-html.md "antd styles from the build").
 *
 * The production build (apps/web/build/antd-static-styles.ts) renders the antd components the portal uses
 * once in Node and writes the styles they register to `assets/antd-styles-<hash>.css`, ending with antd's
 * own cache-path marker rule (`.data-ant-cssinjs-cache-path{content:"path:hash;..."}`); index.html names
 * the file in `<meta name="antd-styles" content="/assets/...">`. When that stylesheet is in the document
 * before the first antd component renders, antd's css-in-js (@ant-design/cssinjs, "cacheMapUtil") reads
 * the marker once and skips generating and inserting every style listed there: on a throttled phone that
 * work was about a quarter of the main-thread time of an antd page's first render (mobile Lighthouse,
 * docs/benchmarks.md). Theme tokens still come from the runtime (ConfigProvider writes them as CSS
 * variables), so the elder and accessible mode's sizes and contrast keep working; a style the file does
 * not list is generated at run time as before.
 *
 * Without the meta (the dev server, unit tests) this does nothing and antd styles itself at run time.
 * The link goes first in <head>, where antd's own style tags go, so the app's stylesheets still come
 * after antd's and win ties as before.
 */

/** The `<meta name>` whose content is the stylesheet's URL. */
export const ANTD_STYLES_META = 'antd-styles';

let loading: Promise<void> | null = null;

/**
 * Adds the build's antd stylesheet to <head> (once) and resolves when it has loaded, or failed to load
 * (antd then styles itself at run time). Resolves at once when the page names no such stylesheet.
 */
export function loadAntdStaticStyles(): Promise<void> {
  if (loading) return loading;
  const href = document.querySelector(`meta[name="${ANTD_STYLES_META}"]`)?.getAttribute('content');
  if (!href) return (loading = Promise.resolve());
  loading = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.antdStyles = '';
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.prepend(link);
  });
  return loading;
}

/**
 * `module` (a dynamic import of code that renders antd) once the stylesheet is in too: what the lazy
 * loaders of antd's provider (antd-scope.tsx, feedback.ts) hand out, so no antd component renders before
 * it. Rejects as `module` does. (Not a top-level await in antd-config.tsx: that made the bundler split the
 * modules the entry shares with it into two dozen small chunks.)
 */
export async function withAntdStaticStyles<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadAntdStaticStyles()]);
  return loaded;
}
