#!/usr/bin/env node
/**
 * `npm start` (README "Quick start"): rebuild what is stale, then run the server.
 *
 * - Server: apps/server/dist/{server,seed-cli,flow-key-cli,open-data-key-cli,backup-cli,map-index-worker}.js older than any source under apps/server/src or
 *   packages/contracts/src (tests excluded), apps/server/build.mjs or apps/server/package.json -> rebuilt
 *   in-process with esbuild (apps/server/build.mjs).
 * - Web: apps/web/dist/index.html older than anything under apps/web/{src,build,index.html,public,vite.config.ts},
 *   packages/contracts/src or apps/web/package.json -> `npm run build -w apps/web`.
 *   Both builds run in parallel.
 * - Then `node apps/server/dist/server.js` with inherited stdio and environment. The server runs in its own
 *   process group so a terminal Ctrl-C reaches it exactly once, forwarded from here; SIGINT, SIGTERM and
 *   SIGHUP are forwarded and this script exits with the server's exit code.
 *
 * `--build-only`: build what is stale and exit (used by `npm run test:e2e`, `npm run bench`, `npm run seed`).
 * Staleness is decided by modification times only: cheap (a few ms) so a warm start stays well under the
 * 3 s budget from `npm start` to the first 200 on /healthz.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const at = (...parts) => join(root, ...parts);
const buildOnly = process.argv.includes('--build-only');

const IGNORED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const IGNORED_FILE = /\.(test|test-support)\.[cm]?[jt]sx?$/;

/** Newest modification time (ms) of `path` or any file below it; 0 if it does not exist. */
function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return IGNORED_FILE.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && IGNORED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Oldest modification time (ms) of the `outputs`; -Infinity when one is missing (must build). */
function oldestOutput(outputs) {
  let oldest = Infinity;
  for (const file of outputs) {
    try {
      oldest = Math.min(oldest, statSync(file).mtimeMs);
    } catch {
      return -Infinity;
    }
  }
  return oldest;
}

const isStale = (outputs, inputs) => oldestOutput(outputs) < Math.max(...inputs.map(newestMtime));

/** Runs a command to completion with inherited stdio; rejects on a non-zero exit. */
function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function buildServerIfStale() {
  const outputs = [
    at('apps/server/dist/server.js'),
    at('apps/server/dist/seed-cli.js'),
    at('apps/server/dist/flow-key-cli.js'),
    at('apps/server/dist/open-data-key-cli.js'),
    at('apps/server/dist/backup-cli.js'),
    at('apps/server/dist/map-index-worker.js'),
  ];
  const inputs = [
    at('apps/server/src'),
    at('packages/contracts/src'),
    at('apps/server/build.mjs'),
    at('apps/server/package.json'),
  ];
  if (!isStale(outputs, inputs)) return;
  console.warn('[start] 正在构建服务端 (apps/server) …');
  const started = performance.now();
  const { buildServer } = await import('../apps/server/build.mjs');
  await buildServer();
  console.warn(`[start] 服务端构建完成，用时 ${Math.round(performance.now() - started)} ms`);
}

async function buildWebIfStale() {
  const outputs = [at('apps/web/dist/index.html')];
  const inputs = [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/public'),
    at('apps/web/vite.config.ts'),
    at('apps/web/build'),
    at('apps/web/package.json'),
    at('packages/contracts/src'),
  ];
  if (!isStale(outputs, inputs)) return;
  console.warn('[start] 正在构建网页 (apps/web) …');
  await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', 'apps/web']);
}

/** Runs the server; resolves with its exit code. */
function serve() {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
      cwd: root,
      stdio: 'inherit',
      // Two malloc arenas unless the operator says otherwise (docs/decisions/runtime.md "Two malloc arenas").
      env: { MALLOC_ARENA_MAX: '2', ...process.env },
      detached: true, // own process group: we forward signals, so the server gets each one once
    });
    const forward = (signal) => {
      if (child.exitCode === null) child.kill(signal);
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
    process.on('exit', () => forward('SIGTERM'));
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

try {
  await Promise.all([buildServerIfStale(), buildWebIfStale()]);
} catch (error) {
  console.error(`[start] 构建失败: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (!buildOnly) process.exit(await serve());
