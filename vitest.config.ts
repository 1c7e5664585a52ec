/**
 * Test projects (DESIGN.md "Tests and benchmarks"):
 * - unit: web unit tests (jsdom) beside the code, lint/ (ESLint rules shown on snippets) and scripts/;
 * - api: server tests through app.inject on a fresh database per file (SQLite, or PostgreSQL when
 *   DATABASE_URL is set);
 * - e2e: browser journeys in Debian Chromium against the real server (needs a build: npm run test:e2e).
 */
import { defineConfig } from 'vitest/config';

/**
 * On CI each run also writes a JSON report, one file per vitest process (`npm test` runs two, the PostgreSQL
 * suite a third), from which .ci/run lists the slowest tests (scripts/slowest-tests.mjs).
 */
const ciReports = process.env.CI
  ? {
      reporters: ['default', 'json'],
      outputFile: { json: `test-results/vitest-${Date.now()}-${process.pid}.json` },
    }
  : {};

export default defineConfig({
  test: {
    ...ciReports,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'lint/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'jsdom',
          // The test transport (an MSW server answering the web app's requests) first, so its after-hooks run
          // last: after testing-library-setup.ts has unmounted the tree and drained React's work.
          setupFiles: [
            'apps/web/src/components/test-support/transport-setup.ts',
            'apps/web/src/components/test-support/testing-library-setup.ts',
          ],
          // Far above the slowest page test on a loaded machine (a few seconds): tests wait on conditions.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // expect.poll waits on its condition up to 10 s (vitest's default is 1 s): a map fly-to and its
          // popup, or a page's first data on a loaded 2-core machine, take longer than a second.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // No retry: a journey that fails, fails the run, so a flaky step is seen and mended rather than
          // hidden (docs/decisions/feedback.md "Feedback" tells how the last one went).
          retry: 0,
        },
      },
    ],
  },
});
