// @vitest-environment node
/** scripts/slowest-tests.mjs: the CI listing of the slowest tests, on literal Vitest JSON reports. */
import { describe, expect, it } from 'vitest';
import { formatSlowest, slowestTests } from './slowest-tests.mjs';

const report = (file, tests) => ({
  testResults: [
    { name: `/repo/${file}`, assertionResults: tests.map(([fullName, duration]) => ({ fullName, duration })) },
  ],
});

describe('slowestTests', () => {
  it('ranks the tests of every report by duration, slowest first, and keeps `count`', () => {
    const reports = [
      report('apps/web/a.test.tsx', [
        ['a quick', 120],
        ['a slow', 9_400],
      ]),
      report('apps/server/b.test.ts', [
        ['b middle', 2_050],
        ['b skipped', undefined],
      ]),
    ];
    expect(slowestTests(reports, 2, '/repo')).toEqual([
      { seconds: 9.4, file: 'apps/web/a.test.tsx', name: 'a slow' },
      { seconds: 2.05, file: 'apps/server/b.test.ts', name: 'b middle' },
    ]);
  });

  it('prints one aligned line per test', () => {
    expect(formatSlowest([{ seconds: 9.4, file: 'a.test.tsx', name: 'a slow' }])).toBe(
      '    9.4 s  a.test.tsx  › a slow',
    );
  });
});
