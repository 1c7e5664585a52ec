/**
 * Vite plugin: writes `pages.json` into the build output, the paths of the pages the web app has built
 * (app/routes.ts: the built entries of the page catalogue). The server reads it
 * (apps/server/src/plugins/web-app.ts) to answer a known page with HTTP 200 and an unknown one with
 * HTTP 404, both with the app (which shows its 404 page), whatever the Accept header.
 *
 * Shape: `{ "paths": ["/", "/news", ...], "pages": [{ "path": "/policyRule", "title": "政策法规" }, ...] }`:
 * `paths` lower-case, as react-router matches them (not case-sensitive); `pages` with the catalogue's own
 * path, title ('一级/二级') and lead paragraph (`intro`, when the catalogue gives one), from which the
 * server writes each page's `<title>`, h1, intro and canonical link in its first HTML and the sitemap's
 * addresses (plugins/first-html).
 * routes.ts is loaded with tsx in Node: its page imports are lazy functions, so no page module loads.
 */
import type { Plugin } from 'vite';

interface RouteTable {
  mainRoutes: Array<{ path: string; title: string; intro?: string }>;
  standaloneRoutes: Array<{ path: string; title: string; intro?: string }>;
}

/** Emits dist/pages.json at the end of a production build. */
export function pagesManifest(routesModuleUrl: URL): Plugin {
  return {
    name: 'portal-pages-manifest',
    apply: 'build',
    async generateBundle() {
      const { tsImport } = await import('tsx/esm/api');
      const routes = (await tsImport(routesModuleUrl.href, import.meta.url)) as RouteTable;
      const built = [...routes.mainRoutes, ...routes.standaloneRoutes];
      const paths = built.map((route) => route.path.toLowerCase());
      const pages = built.map(({ path, title, intro }) => ({ path, title, ...(intro ? { intro } : {}) }));
      const source = `${JSON.stringify({ paths, pages }, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'pages.json', source });
    },
  };
}
