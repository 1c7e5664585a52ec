// @vitest-environment node
/**
 * scripts/check-runtime.mjs: the CI runtime check (docs/decisions/runtime.md). The verdicts are computed on
 * injected dates against the real `node-releases` schedule, plus a small literal schedule for the edge cases.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRuntime, MIN_DAYS_TO_END_OF_LIFE, parseVersion } from './check-runtime.mjs';

const schedule = createRequire(import.meta.url)('node-releases/data/release-schedule/release-schedule.json');
const ENGINES = '>=24.11.0';
const SCRIPT = fileURLToPath(new URL('./check-runtime.mjs', import.meta.url));

describe('checkRuntime', () => {
  it('accepts Node 24 (Krypton) well before its end of life and prints line, codename and date', () => {
    const verdict = checkRuntime({ version: 'v24.21.0', today: '2026-11-27', engines: ENGINES, schedule });
    expect(verdict).toMatchObject({ ok: true, line: 'v24', codename: 'Krypton', lts: true, end: '2028-04-30' });
    expect(verdict.daysLeft).toBe(520);
    expect(verdict.message).toBe(
      "Node.js v24.21.0: LTS line v24 'Krypton', end of life 2028-04-30 (520 days from 2026-11-27)",
    );
  });

  it('fails Node 24 when its end of life is less than 90 days away', () => {
    const verdict = checkRuntime({ version: 'v24.21.0', today: '2028-02-15', engines: ENGINES, schedule });
    expect(verdict.ok).toBe(false);
    expect(verdict.daysLeft).toBe(75);
    expect(verdict.message).toMatch(/fewer than 90 days left/);
  });

  it('draws the line at exactly 90 days: 90 passes, 89 fails', () => {
    expect(MIN_DAYS_TO_END_OF_LIFE).toBe(90);
    const at = (today) => checkRuntime({ version: 'v24.21.0', today, engines: ENGINES, schedule });
    expect(at('2028-01-31')).toMatchObject({ ok: true, daysLeft: 90 });
    expect(at('2028-02-01')).toMatchObject({ ok: false, daysLeft: 89 });
  });

  it('fails past the end of life (Node 20 Iron after 2026-04-30), first on the engines minimum', () => {
    const verdict = checkRuntime({ version: 'v20.20.2', today: '2026-11-27', engines: '>=20.19.0', schedule });
    expect(verdict).toMatchObject({ ok: false, codename: 'Iron', daysLeft: -211 });
    expect(checkRuntime({ version: 'v20.20.2', today: '2026-11-27', engines: ENGINES, schedule })).toMatchObject({
      ok: false,
      message: 'Node.js v20.20.2 is below engines.node >=24.11.0',
    });
  });

  it('refuses a version below the engines minimum even on a supported line (24.10 before LTS)', () => {
    expect(checkRuntime({ version: 'v24.10.0', today: '2026-11-27', engines: ENGINES, schedule }).ok).toBe(false);
  });

  it('reports a line that is not LTS yet but passes it on its end of life alone', () => {
    const local = { v28: { start: '2027-04-20', lts: '2027-10-26', end: '2030-04-30', codename: 'Next' } };
    const verdict = checkRuntime({ version: 'v28.0.0', today: '2027-05-01', engines: ENGINES, schedule: local });
    expect(verdict).toMatchObject({ ok: true, lts: false });
    expect(verdict.message).toMatch(/release line v28 \(not LTS on 2027-05-01\)/);
  });

  it('fails a line the schedule does not know', () => {
    const verdict = checkRuntime({ version: 'v99.0.0', today: '2026-11-27', engines: ENGINES, schedule: {} });
    expect(verdict).toMatchObject({ ok: false, end: null });
    expect(verdict.message).toMatch(/not in the node-releases schedule/);
  });

  it('throws on a malformed date or version instead of passing', () => {
    expect(() => checkRuntime({ version: 'v24.21.0', today: '27/11/2026', engines: ENGINES, schedule })).toThrow(
      /YYYY-MM-DD/,
    );
    expect(() => parseVersion('^24')).toThrow(/X\.Y\.Z/);
    expect(parseVersion('>=24.11.0')).toEqual([24, 11, 0]);
  });
});

describe('check-runtime CLI', () => {
  it('exits 1 with the reason on a near-end-of-life date and 0 on a far one', () => {
    const run = (today) => {
      try {
        const stdout = execFileSync(process.execPath, [SCRIPT, `--today=${today}`], {
          encoding: 'utf8',
          stdio: 'pipe',
        });
        return { status: 0, output: stdout };
      } catch (error) {
        return { status: error.status, output: String(error.stderr) };
      }
    };
    const major = Number(process.versions.node.split('.')[0]);
    const end = schedule[`v${major}`].end;
    const near = new Date(Date.parse(`${end}T00:00:00Z`) - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const nearRun = run(near);
    expect(nearRun.status).toBe(1);
    expect(nearRun.output).toMatch(/runtime check FAILED: .*30 days from .*fewer than 90 days left/);
    const far = new Date(Date.parse(`${end}T00:00:00Z`) - 400 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(run(far)).toMatchObject({ status: 0, output: expect.stringMatching(/end of life .*400 days from/) });
  });
});
