/** CLOCK_START (config.ts): parsing and the clock it gives. */
import { describe, expect, it } from 'vitest';
import { TIANDITU_DEFAULT_APPROVAL, clockFrom, loadConfig } from './config.js';

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

describe('MAP_TILE_URL and MAP_ATTRIBUTION', () => {
  it('default to no tile service (the web map draws its offline layer)', () => {
    expect(loadConfig({})).toMatchObject({ mapTileUrl: '', mapAttribution: '' });
    expect(loadConfig({ MAP_ATTRIBUTION: '审图号：GS(2024)0650号' })).toMatchObject({
      mapTileUrl: '',
      mapAttribution: '',
    });
  });

  it('take a tile URL template with its attribution', () => {
    const config = loadConfig({
      MAP_TILE_URL: ' https://t{s}.tiles.example.gov.cn/vec/{z}/{x}/{y}.png ',
      MAP_ATTRIBUTION: ' 国家地理信息公共服务平台 审图号：GS(2024)0650号 ',
    });
    expect(config.mapTileUrl).toBe('https://t{s}.tiles.example.gov.cn/vec/{z}/{x}/{y}.png');
    expect(config.mapAttribution).toBe('国家地理信息公共服务平台 审图号：GS(2024)0650号');
  });

  it('refuse a URL that is no http(s) tile template, or one without attribution, naming the variable', () => {
    for (const bad of [
      'tiles.example.cn/{z}/{x}/{y}.png',
      'https://tiles.example.cn/{z}/{x}.png',
      'javascript:{z}{x}{y}',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad, MAP_ATTRIBUTION: 'x' })).toThrow(/MAP_TILE_URL/);
    }
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.cn/{z}/{x}/{y}.png' })).toThrow(/MAP_ATTRIBUTION/);
  });
});

describe('TIANDITU_KEY and TIANDITU_APPROVAL', () => {
  const KEY = '0123456789abcdef0123456789ABCDEF';

  it('default to no 天地图, with the 审图号 of 天地图 ready', () => {
    expect(loadConfig({})).toMatchObject({ tiandituKey: '', tiandituApproval: TIANDITU_DEFAULT_APPROVAL });
    expect(TIANDITU_DEFAULT_APPROVAL).toBe('GS(2024)0568号');
  });

  it('take a 32-hex key (lower-cased) and a configured 审图号', () => {
    expect(loadConfig({ TIANDITU_KEY: ` ${KEY} ` })).toMatchObject({
      tiandituKey: KEY.toLowerCase(),
      tiandituApproval: 'GS(2024)0568号',
    });
    expect(loadConfig({ TIANDITU_KEY: KEY, TIANDITU_APPROVAL: 'GS（2025）1234号' }).tiandituApproval).toBe(
      'GS（2025）1234号',
    );
  });

  it('refuse a malformed key without echoing it, a malformed 审图号, and a second base map', () => {
    expect(() => loadConfig({ TIANDITU_KEY: 'secret-but-wrong' })).toThrow(/TIANDITU_KEY/);
    expect(() => loadConfig({ TIANDITU_KEY: 'secret-but-wrong' })).not.toThrow(/secret-but-wrong/);
    expect(() => loadConfig({ TIANDITU_KEY: KEY, TIANDITU_APPROVAL: '2024-0568' })).toThrow(/TIANDITU_APPROVAL/);
    expect(() =>
      loadConfig({
        TIANDITU_KEY: KEY,
        MAP_TILE_URL: 'https://tiles.example.cn/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: 'x',
      }),
    ).toThrow(/TIANDITU_KEY and MAP_TILE_URL/);
  });
});
