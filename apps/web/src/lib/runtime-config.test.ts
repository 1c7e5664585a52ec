// Runtime configuration (spec §7): polled every 100 ms until the host page's function exists.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./runtime-config');
}

beforeEach(() => {
  vi.useFakeTimers();
  delete window.__PORTAL_RUNTIME_CONFIG__;
});

afterEach(() => {
  vi.useRealTimers();
  delete window.__PORTAL_RUNTIME_CONFIG__;
});

describe('getRuntimeConfig', () => {
  it('resolves at once when the function is already there', async () => {
    window.__PORTAL_RUNTIME_CONFIG__ = () => ({ theme: 'sport-blue', apiBase: 'https://api.example.cn/' });
    const { getRuntimeConfig } = await freshModule();
    await expect(getRuntimeConfig()).resolves.toEqual({ theme: 'sport-blue', apiBase: 'https://api.example.cn' });
  });

  it('checks every 100 ms until the function appears', async () => {
    const { getRuntimeConfig } = await freshModule();
    const supplier = vi.fn(() => ({ theme: 'gov-red', apiBase: '' }));
    let resolved = false;
    const result = getRuntimeConfig().then((config) => {
      resolved = true;
      return config;
    });
    await vi.advanceTimersByTimeAsync(350);
    expect(resolved).toBe(false);
    window.__PORTAL_RUNTIME_CONFIG__ = supplier; // appears at 350 ms: next check at 400 ms
    await vi.advanceTimersByTimeAsync(49);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect(supplier).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toEqual({ theme: 'gov-red', apiBase: '' });
    expect(vi.getTimerCount()).toBe(0); // polling stopped
  });

  it('returns the same promise to every caller', async () => {
    window.__PORTAL_RUNTIME_CONFIG__ = () => ({ theme: 'gov-red', apiBase: '' });
    const { getRuntimeConfig } = await freshModule();
    expect(getRuntimeConfig()).toBe(getRuntimeConfig());
  });

  it('falls back to defaults for an unknown theme, a bad apiBase or a throwing function', async () => {
    window.__PORTAL_RUNTIME_CONFIG__ = () => {
      throw new Error('broken host page');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getRuntimeConfig, normaliseRuntimeConfig } = await freshModule();
    await expect(getRuntimeConfig()).resolves.toEqual({ theme: 'gov-red', apiBase: '' });
    expect(errors).toHaveBeenCalled();
    expect(normaliseRuntimeConfig({ theme: 'neon', apiBase: 42 })).toEqual({ theme: 'gov-red', apiBase: '' });
    expect(normaliseRuntimeConfig(null)).toEqual({ theme: 'gov-red', apiBase: '' });
  });

  it('passes the optional public-account override through', async () => {
    const { normaliseRuntimeConfig } = await freshModule();
    expect(
      normaliseRuntimeConfig({ theme: 'sport-blue', apiBase: '', publicUserName: 'p', publicPassword: 'q' }),
    ).toEqual({
      theme: 'sport-blue',
      apiBase: '',
      publicUserName: 'p',
      publicPassword: 'q',
    });
  });

  it('passes a fitness-map tile service with its attribution through, and drops one that is no tile template', async () => {
    const { normaliseRuntimeConfig } = await freshModule();
    const tile = 'https://t{s}.tiles.example.gov.cn/vec/{z}/{x}/{y}.png';
    expect(
      normaliseRuntimeConfig({
        theme: 'gov-red',
        apiBase: '',
        mapTileUrl: ` ${tile} `,
        mapAttribution: ' 审图号：GS(2024)0650号 ',
      }),
    ).toEqual({
      theme: 'gov-red',
      apiBase: '',
      mapTileUrl: tile,
      mapAttribution: '审图号：GS(2024)0650号',
    });
    expect(normaliseRuntimeConfig({ mapTileUrl: tile })).toMatchObject({ mapTileUrl: tile, mapAttribution: '' });
    for (const bad of [
      '',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://tiles.example.cn/{z}/{x}.png',
      'ftp://x/{z}/{x}/{y}',
      42,
    ]) {
      expect(normaliseRuntimeConfig({ mapTileUrl: bad, mapAttribution: 'x' })).toEqual({
        theme: 'gov-red',
        apiBase: '',
      });
    }
  });

  it('passes a 天地图 key (32 hex) with its 审图号 through, and drops a malformed key', async () => {
    const { normaliseRuntimeConfig } = await freshModule();
    const key = '0123456789abcdef0123456789abcdef';
    expect(normaliseRuntimeConfig({ tiandituKey: ` ${key} `, tiandituApproval: ' GS(2024)0568号 ' })).toEqual({
      theme: 'gov-red',
      apiBase: '',
      tiandituKey: key,
      tiandituApproval: 'GS(2024)0568号',
    });
    for (const bad of ['', 'abc', `${key}0`, '"><script>', 7]) {
      expect(normaliseRuntimeConfig({ tiandituKey: bad, tiandituApproval: 'x' })).toEqual({
        theme: 'gov-red',
        apiBase: '',
      });
    }
  });
});

describe('the footer registration marks (siteRecords)', () => {
  it('keeps the marks given in their issued form and leaves the others out', async () => {
    const { normaliseRuntimeConfig } = await freshModule();
    expect(
      normaliseRuntimeConfig({
        siteCode: 'bm17000001',
        icpNumber: '京ICP备12345678号-1',
        psbNumber: '京公网安备 1101050200000号',
        conacId: 42,
      }),
    ).toEqual({
      theme: 'gov-red',
      apiBase: '',
      siteRecords: { siteCode: 'bm17000001', icpNumber: '京ICP备12345678号-1' },
    });
    expect(normaliseRuntimeConfig({ siteCode: 'x', psbNumber: '' })).not.toHaveProperty('siteRecords');
  });
});
