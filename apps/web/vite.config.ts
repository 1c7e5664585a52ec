/**
 * Vite 8 config of the web app (DESIGN.md; issue "Figures": home first load <= 200 KB JS gzipped).
 * - Dev server: API, old API prefixes, the runtime config and the health check go to the Fastify server
 *   on 127.0.0.1:8080, so `vite` and `npm run dev -w apps/server` work together.
 * - Build: apps/web/dist (the server serves it). Pages are lazy chunks (app/routes.ts); only the always-
 *   needed runtime (React, react-dom, react-router) is grouped into one long-cached vendor chunk. antd is
 *   left to per-chunk tree-shaking so a page ships only the components it uses.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  plugins: [react()],
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
    rolldownOptions: {
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
