/**
 * One seeded database for many browser journeys (test-support/README.md "A seeded template per run").
 *
 * Each journey file used to start its server on an empty database and wait for the default seed (scale 1:
 * 15-27 s on a 2-core machine, 30 files: a quarter of CI's journey stage). The seed is deterministic apart
 * from its "now" (seed/seed-settings.ts), so one seeded file can stand for all of them: `copySeededTemplate`
 * seeds a template once with the built seed command (`apps/server/dist/seed-cli.js`, the same
 * `seedDatabase` the server runs at start) and copies it to each journey's own new database file, which
 * the journey may change at will. The server started on the copy finds content and seeds nothing.
 *
 * A template is keyed by the build (server bundle's mtime and size) and by CLOCK_START, the only setting the
 * seed reads besides NODE_ENV. It is seeded again when older than TEMPLATE_MAX_AGE_MS or seeded on another
 * Asia/Shanghai day than today, so a journey never sees a "now" far from the server's clock: what the
 * seed dates after its instant (passenger flow, races, news, feedback) stays within minutes of the truth.
 *
 * Errors: rejects with the seed command's last output when it fails. Concurrent callers are safe: each
 * seeds into its own file and renames it into place (an atomic replace), the last one wins.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, SERVER_ENTRY } from './portal-server.js';

const run = promisify(execFile);

const SEED_CLI = join(REPO_ROOT, 'apps/server/dist/seed-cli.js');
const TEMPLATE_DIR = join(tmpdir(), 'portal-seed-templates');
/** A template is seeded again after this long (see the module comment). */
export const TEMPLATE_MAX_AGE_MS = 20 * 60_000;
/** Templates of other builds are removed once this old. */
const FORGET_AFTER_MS = 6 * 60 * 60_000;
/** SQLite's companion files, copied with the database when present. */
const SQLITE_COMPANIONS = ['-wal', '-shm'];

/** The calendar day in Asia/Shanghai of `at`, as YYYY-MM-DD. */
function shanghaiDay(at: Date): string {
  return at.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

/** The template file for this build and clock. */
function templateFile(clockStart: string | undefined): string {
  const build = statSync(SERVER_ENTRY);
  const key = createHash('sha256')
    .update(`${build.mtimeMs}:${build.size}:${clockStart ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return join(TEMPLATE_DIR, `${key}.sqlite`);
}

/** True when `file` exists, is younger than TEMPLATE_MAX_AGE_MS and was written on today's Shanghai day. */
function isFresh(file: string, now: Date): boolean {
  if (!existsSync(file)) return false;
  const written = statSync(file).mtime;
  return now.getTime() - written.getTime() < TEMPLATE_MAX_AGE_MS && shanghaiDay(written) === shanghaiDay(now);
}

/** Removes the templates (and half-written seeds) nobody has written for FORGET_AFTER_MS. */
function forgetOldTemplates(now: Date): void {
  for (const name of readdirSync(TEMPLATE_DIR)) {
    const path = join(TEMPLATE_DIR, name);
    if (now.getTime() - statSync(path).mtimeMs > FORGET_AFTER_MS) rmSync(path, { force: true });
  }
}

/** Seeds a new template at `file` with the built seed command (scale 1, the server's start-up seed). */
async function seedTemplate(file: string, clockStart: string | undefined): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: partial, LOG_LEVEL: 'warn' };
  delete env.CLOCK_START;
  delete env.NODE_ENV;
  if (clockStart) env.CLOCK_START = clockStart;
  try {
    await run(process.execPath, [SEED_CLI, '--scale', '1'], { cwd: REPO_ROOT, env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    for (const suffix of ['', ...SQLITE_COMPANIONS]) rmSync(`${partial}${suffix}`, { force: true });
    throw new Error(
      `seeding the journeys' template failed:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-20).join('\n')}`,
    );
  }
  // The seed command closes its database, which folds the write-ahead log into the file; move any
  // companion that is still there with it.
  for (const suffix of SQLITE_COMPANIONS) {
    if (existsSync(`${partial}${suffix}`)) renameSync(`${partial}${suffix}`, `${file}${suffix}`);
    else rmSync(`${file}${suffix}`, { force: true });
  }
  renameSync(partial, file);
}

/**
 * Writes a seeded database to `target` (a path that does not exist yet, in a folder that does): a copy of
 * this build's template for `clockStart` (the CLOCK_START the server will run with), seeded first when
 * missing or stale. Resolves once the copy is complete.
 */
export async function copySeededTemplate(target: string, clockStart: string | undefined): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const now = new Date();
  const template = templateFile(clockStart);
  if (!isFresh(template, now)) {
    forgetOldTemplates(now);
    await seedTemplate(template, clockStart);
  }
  copyFileSync(template, target);
  for (const suffix of SQLITE_COMPANIONS) {
    if (existsSync(`${template}${suffix}`)) copyFileSync(`${template}${suffix}`, `${target}${suffix}`);
  }
}
