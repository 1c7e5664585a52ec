/** CLOCK_START (config.ts): parsing and the clock it gives. */
import { describe, expect, it } from 'vitest';
import { clockFrom, loadConfig } from './config.js';

describe('CLOCK_START', () => {
  it('defaults to the real clock', () => {
    expect(loadConfig({}).clockStart).toBeNull();
    const before = Date.now();
    const now = clockFrom(null)().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts the clock at the given instant and lets it run', async () => {
    const config = loadConfig({ CLOCK_START: '2026-10-31T10:00:00+08:00' });
    expect(config.clockStart?.toISOString()).toBe('2026-10-31T02:00:00.000Z');
    const clock = clockFrom(config.clockStart);
    const first = clock().getTime();
    expect(first - Date.parse('2026-10-31T02:00:00Z')).toBeLessThan(1_000);
    await new Promise((done) => setTimeout(done, 20));
    expect(clock().getTime()).toBeGreaterThan(first);
  });

  it('refuses a value that is not an ISO instant, naming the variable', () => {
    expect(() => loadConfig({ CLOCK_START: 'tomorrow' })).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ CLOCK_START: '2026-13-01T00:00:00Z' })).toThrow(/CLOCK_START/);
  });
});
