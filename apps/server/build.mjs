/**
 * Bundles the server for `npm start` (README "Quick start"): src/server.ts and the CLIs (seed, flow-key, backup) ->
 * dist/<name>.js (ESM, Node 24, source maps).
 *
 * - Every package in this workspace's `dependencies` stays external (loaded from node_modules at run
 *   time; native better-sqlite3 cannot be bundled anyway) EXCEPT @portal/contracts, which is TypeScript
 *   source and must be compiled in.
 * - Code splitting keeps lazily imported modules (the seed, imported by server.ts only when the database
 *   is empty) in their own chunks, so a normal start-up does not load them.
 * - A createRequire banner gives bundled CommonJS-style code a `require` in ESM output.
 *
 * Usage: `node apps/server/build.mjs` (or `npm run build -w apps/server`); `import { buildServer }` from
 * scripts/start.mjs. Resolves with esbuild's result; rejects on a compile error.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds dist/ from src/. */
export async function buildServer() {
  const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@portal/contracts');
  rmSync(join(here, 'dist'), { recursive: true, force: true });
  return build({
    absWorkingDir: here,
    entryPoints: {
      server: 'src/server.ts',
      'seed-cli': 'src/seed-cli.ts',
      'flow-key-cli': 'src/flow-key-cli.ts',
      'exchange-key-cli': 'src/exchange-key-cli.ts',
      'open-data-key-cli': 'src/open-data-key-cli.ts',
      'backup-cli': 'src/backup-cli.ts',
      // The fitness-map index sort runs in a worker thread (src/modules/fitness-map/map-index.sorter.ts).
      'map-index-worker': 'src/modules/fitness-map/map-index.worker.ts',
      'map-merge-worker': 'src/modules/fitness-map/map-index.merge.worker.ts',
      // Open-data files are generated in a worker thread (src/modules/open-data/generate-in-worker.ts).
      'open-data-worker': 'src/modules/open-data/generate.worker.ts',
    },
    outdir: 'dist',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // Subpath imports (e.g. 'kysely/helpers/postgres') are external too.
    external: external.flatMap((name) => [name, `${name}/*`]),
    chunkNames: 'chunks/[name]-[hash]',
    banner: {
      js: "import { createRequire as __portalCreateRequire } from 'node:module';\nconst require = __portalCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  console.warn(`server built in ${Math.round(performance.now() - started)} ms -> apps/server/dist`);
}
