/**
 * Vite 8 config of the web app (DESIGN.md; target: home first load <= 200 KB JS gzipped, docs/benchmarks.md).
 * - Dev server: API, old API prefixes, the runtime config and the health check go to the Fastify server
 *   on 127.0.0.1:8080, so `vite` and `npm run dev -w apps/server` work together.
 * - Build: apps/web/dist (the server serves it). Pages are lazy chunks (app/routes.ts); only the always-
 *   needed runtime (React, react-dom, react-router) is grouped into one vendor chunk that survives app
 *   deploys in the browser cache. antd is left to per-chunk tree-shaking so a page ships only the
 *   components it uses; the home page and the layout use none (antd's ConfigProvider comes with the
 *   first antd page: lib/antd-scope.tsx; dialogs/messages on first use: lib/feedback.ts), so no antd
 *   code is in the home page's first load. No manual chunk may pull antd into the entry.
 * - Every text asset also gets .br and .gz copies (vite-plugin-compression2) that the server sends as is.
 * - dist/pages.json lists the built pages (build/pages-manifest.ts) for the server's 200/404 answer.
 * - antd's component styles are rendered at build time into assets/antd-styles-<hash>.css, named in
 *   index.html (build/antd-static-styles.ts), so the browser's antd skips making them (mobile TBT).
 * - The @rc-component/* packages (antd's internals) are pure component modules but do not declare
 *   "sideEffects": false; declaring it here lets unused parts drop out (e.g. antd's Modal reaches the whole
 *   @rc-component/form barrel through its form context: ~37 KB minified, ~12 KB gzipped, left the home
 *   page's first load).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdStaticStyles } from './build/antd-static-styles';
import { pagesManifest } from './build/pages-manifest';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  plugins: [
    react(),
    pagesManifest(new URL('./src/app/routes.ts', import.meta.url)),
    antdStaticStyles(),
    // Brotli (quality 11) and gzip (level 9) copies beside each text asset, served by @fastify/static's
    // preCompressed option: browsers send accept-encoding br, so no request pays for compression.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api/': apiServer,
      '/api_/': apiServer,
      '/api1/': apiServer,
      '/runtime-config.js': apiServer,
      '/healthz': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // No <link rel="modulepreload"> per dependency of a lazy page: a page chunk has up to ~60 (antd's
    // pieces), and inserting them ran inside the app's first task; the browser fetches a chunk's static
    // imports itself as it parses it. Measured on mobile Lighthouse (/news, venue list): TBT 490-1005 ms
    // -> 376-504 ms, score 0.75-0.85 -> 0.84-0.90 (docs/benchmarks.md). CSS of lazy pages still loads first.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
