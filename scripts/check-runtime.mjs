/**
 * Is this Node.js a supported runtime? (docs/decisions/runtime.md; issue 28 §1 "A supported runtime").
 *
 * CI (`.ci/run`, before the tests) prints the running Node's release line, its LTS codename and its end of
 * life, and exits 1 when
 * - the version is below the root package.json `engines.node` minimum (a `>=X.Y.Z` range), or
 * - its release line is missing from the schedule (a Node newer than the installed `node-releases`: update
 *   that package), or
 * - its end of life is less than MIN_DAYS_TO_END_OF_LIFE days away (or past).
 * A release line that is not (yet) LTS is reported as such but not refused: only the end of life decides.
 *
 * The schedule is the Node.js release working group's, as shipped by the `node-releases` package
 * (data/release-schedule/release-schedule.json: `{ "v24": { start, lts?, maintenance?, end, codename? } }`,
 * dates `YYYY-MM-DD`, UTC). Nothing is fetched at run time.
 *
 * Usage: `node scripts/check-runtime.mjs [--today=YYYY-MM-DD]` (the date is for trying a future day by hand;
 * the default is today in UTC).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Fewer days than this between today and the line's end of life fails the check. */
export const MIN_DAYS_TO_END_OF_LIFE = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Parses `X.Y.Z` (an optional leading `v` and `>=` are dropped) into `[X, Y, Z]`.
 * Throws on anything else: the engines field is meant to stay a plain minimum.
 *
 * @param {string} text
 * @returns {[number, number, number]}
 */
export function parseVersion(text) {
  const match = /^(?:>=\s*)?v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`not an X.Y.Z version: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Decides whether `version` is a supported runtime on `today`.
 *
 * @param {{
 *   version: string,
 *   today: string,
 *   engines: string,
 *   schedule: Record<string, { start: string, lts?: string, end: string, codename?: string }>,
 *   minDays?: number,
 * }} input `version` like process.version (`v24.21.0`); `today` and the schedule's dates `YYYY-MM-DD` (UTC);
 *   `engines` the package.json minimum (`>=24.11.0`).
 * @throws {Error} when `version`, `engines` or `today` is malformed.
 * @returns {{ ok: boolean, line: string, codename: string | null, lts: boolean, end: string | null,
 *   daysLeft: number | null, message: string }} `daysLeft` whole days from today to the end of life.
 */
export function checkRuntime({ version, today, engines, schedule, minDays = MIN_DAYS_TO_END_OF_LIFE }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) {
    throw new Error(`today is not a YYYY-MM-DD date: ${today}`);
  }
  const current = parseVersion(version);
  const minimum = parseVersion(engines);
  const line = `v${current[0]}`;
  const entry = schedule[line];
  const codename = entry?.codename ?? null;
  const lts = Boolean(entry?.lts && entry.lts <= today);
  const end = entry?.end ?? null;
  const daysLeft =
    end === null ? null : Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  const name = lts ? `LTS line ${line} '${codename}'` : `release line ${line} (not LTS on ${today})`;
  const result = { line, codename, lts, end, daysLeft };

  if (compareVersions(current, minimum) < 0) {
    return { ...result, ok: false, message: `Node.js ${version} is below engines.node ${engines}` };
  }
  if (!entry || end === null || daysLeft === null) {
    return {
      ...result,
      ok: false,
      message: `Node.js ${version}: ${line} is not in the node-releases schedule (update node-releases)`,
    };
  }
  const facts = `Node.js ${version}: ${name}, end of life ${end} (${daysLeft} days from ${today})`;
  if (daysLeft < minDays) {
    return { ...result, ok: false, message: `${facts}: fewer than ${minDays} days left, move to a newer LTS line` };
  }
  return { ...result, ok: true, message: facts };
}

/** Orders two parsed versions: negative when `a` is older. */
function compareVersions(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The CLI: reads the schedule and the root engines field, prints the verdict, sets the exit code. */
function main() {
  const require = createRequire(import.meta.url);
  const schedule = require('node-releases/data/release-schedule/release-schedule.json');
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const todayArg = process.argv.find((arg) => arg.startsWith('--today='));
  const today = todayArg ? todayArg.slice('--today='.length) : new Date().toISOString().slice(0, 10);
  const verdict = checkRuntime({ version: process.version, today, engines: pkg.engines.node, schedule });
  if (verdict.ok) {
    process.stdout.write(`${verdict.message}\n`);
  } else {
    console.error(`runtime check FAILED: ${verdict.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
