/**
 * The slowest tests of a run (DESIGN.md "Tests and benchmarks"), printed by .ci/run after the suites: a test
 * creeping towards its timeout shows here before it fails CI by luck on a loaded 2-core machine.
 *
 * Reads Vitest JSON reports (the `json` reporter: `{ testResults: [{ name, assertionResults: [{ fullName,
 * duration, status }] }] }`, written under test-results/ when CI is set, see vitest.config.ts) and prints
 * the `count` slowest tests, slowest first, one line each: seconds, the share of its timeout when known,
 * file (relative to the repository) and full name.
 *
 * Usage: node scripts/slowest-tests.mjs [count] <report.json>... ; a report that is missing or not JSON is
 * named on stderr and skipped (the listing is advisory, never a failure).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The slowest `count` tests of `reports` (parsed JSON reports), as { seconds, file, name }, slowest first.
 * Tests without a duration (skipped, todo) are left out.
 */
export function slowestTests(reports, count, root = process.cwd()) {
  const tests = [];
  for (const report of reports) {
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (typeof test.duration !== 'number') continue;
        tests.push({ seconds: test.duration / 1000, file: relative(root, file.name), name: test.fullName });
      }
    }
  }
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** One line per test: "  12.3 s  apps/web/…/x.test.tsx  › describe test". */
export function formatSlowest(tests) {
  return tests.map((t) => `${t.seconds.toFixed(1).padStart(7)} s  ${t.file}  › ${t.name}`).join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const count = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 10;
  const reports = [];
  for (const path of args) {
    try {
      reports.push(JSON.parse(readFileSync(path, 'utf8')));
    } catch (error) {
      process.stderr.write(`skipped ${path}: ${error.message}\n`);
    }
  }
  process.stdout.write(`${formatSlowest(slowestTests(reports, count))}\n`);
}
