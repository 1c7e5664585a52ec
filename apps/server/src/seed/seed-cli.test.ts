/**
 * `npm run seed` argument handling (seed-args.ts) and the CLI's exit codes on a temporary SQLite file:
 * bad --scale -> exit 2 with a clear message; a non-empty database is refused without --reset;
 * --reset replaces the data. Also the population apportioning the venues rely on.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PROVINCE_POPULATION_2020, apportion } from './population.js';
import { parseSeedArgs } from './seed-args.js';

const cli = fileURLToPath(new URL('../seed-cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'seed-cli-'));
const file = join(dir, 'cli.sqlite');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI with `args` against the temporary SQLite file (never the developer's database). */
function runCli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATABASE_URL: file, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('parseSeedArgs', () => {
  it('reads --scale and --reset, defaulting to scale 1', () => {
    expect(parseSeedArgs([])).toEqual({ scale: 1, reset: false, help: false });
    expect(parseSeedArgs(['--scale', '0.5', '--reset'])).toEqual({ scale: 0.5, reset: true, help: false });
    expect(parseSeedArgs(['--scale=10'])).toEqual({ scale: 10, reset: false, help: false });
  });

  it('rejects bad scales, unknown options and positionals with a message', () => {
    for (const bad of [
      ['--scale', '0'],
      ['--scale', '-2'],
      ['--scale', 'abc'],
      ['--scale', ''],
      ['--scale', 'Infinity'],
    ]) {
      expect(parseSeedArgs(bad)).toEqual({ error: expect.stringContaining('--scale must be a positive number') });
    }
    expect(parseSeedArgs(['--scal', '2'])).toHaveProperty('error');
    expect(parseSeedArgs(['extra'])).toHaveProperty('error');
  });
});

describe('seed CLI', () => {
  // Four CLI processes (each starting tsx and hashing account passwords): give it room on a busy machine.
  it(
    'exits 2 on a bad scale, seeds an empty database, refuses a second seed and honours --reset',
    { timeout: 120_000 },
    () => {
      const bad = runCli('--scale', 'lots');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain("--scale must be a positive number, got 'lots'");

      const seeded = runCli('--scale', '0.02');
      expect(seeded.status, seeded.stderr).toBe(0);
      expect(seeded.stdout).toMatch(/seed: scale 0.02 on sqlite: division=\d+ venue=60 .* s\n$/);

      const refused = runCli('--scale', '0.02');
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('--reset');

      const reset = runCli('--reset', '--scale', '0.04');
      expect(reset.status, reset.stderr).toBe(0);
      const sqlite = new SQLite(file, { readonly: true });
      const venues = sqlite.prepare('select count(*) as n from venue').get() as { n: number };
      const publicAccount = sqlite.prepare("select count(*) as n from account where kind = 'public'").get() as {
        n: number;
      };
      sqlite.close();
      expect(venues.n).toBe(120);
      expect(publicAccount.n).toBe(1);
    },
  );
});

describe('apportion', () => {
  it('splits in proportion to population, at least one each, summing to the total', () => {
    const shares = apportion(3000, PROVINCE_POPULATION_2020);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(3000);
    expect(shares.get('44')).toBeGreaterThan(shares.get('11') ?? Infinity); // 广东 > 北京
    expect(Math.min(...shares.values())).toBeGreaterThanOrEqual(1);
    const tiny = apportion(10, PROVINCE_POPULATION_2020);
    expect([...tiny.values()].every((n) => n === 1)).toBe(true);
    expect(tiny.size).toBe(31);
  });
});
