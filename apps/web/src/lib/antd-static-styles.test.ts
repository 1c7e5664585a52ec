import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./antd-static-styles');
}

describe('loadAntdStaticStyles', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('does nothing when the page names no stylesheet (dev server, tests)', async () => {
    const { loadAntdStaticStyles } = await freshModule();
    await loadAntdStaticStyles();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it("puts the build's stylesheet first in <head>, once, and resolves when it has loaded", async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="antd-styles" content="/assets/antd-styles-abc.css">');
    const { loadAntdStaticStyles } = await freshModule();
    let loaded = false;
    const first = loadAntdStaticStyles().then(() => (loaded = true));
    const again = loadAntdStaticStyles();

    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe('/assets/antd-styles-abc.css');
    await Promise.resolve();
    expect(loaded).toBe(false);

    links[0]!.dispatchEvent(new Event('load'));
    await first;
    await again;
    expect(loaded).toBe(true);
  });

  it('resolves when the stylesheet fails to load too (antd then styles itself)', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="antd-styles" content="/assets/gone.css">');
    const { loadAntdStaticStyles } = await freshModule();
    const done = loadAntdStaticStyles();
    document.head.querySelector('link[data-antd-styles]')!.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });

  it('hands out a lazily loaded module only once the stylesheet is in', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="antd-styles" content="/assets/antd-styles-abc.css">');
    const { withAntdStaticStyles } = await freshModule();
    let module: { name: string } | null = null;
    const done = withAntdStaticStyles(Promise.resolve({ name: 'antd-config' })).then((loaded) => (module = loaded));
    await Promise.resolve();
    await Promise.resolve();
    expect(module).toBeNull();
    document.head.querySelector('link[data-antd-styles]')!.dispatchEvent(new Event('load'));
    await done;
    expect(module).toEqual({ name: 'antd-config' });
  });
});
