// Elder and accessible mode settings: parse, persist across visits, apply to <html> (also before the first
// paint, by public/a11y-settings.js), 长者模式, changes from other tabs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  A11Y_STORAGE_KEY,
  applyA11ySettings,
  DEFAULT_A11Y_SETTINGS,
  getA11ySettings,
  initA11ySettings,
  isElderMode,
  parseA11ySettings,
  resetA11ySettingsCache,
  rootFontSizePx,
  setA11ySettings,
  useA11ySettings,
  withElderMode,
  type A11ySettings,
} from './a11y-settings';

const root = document.documentElement;
const ATTRIBUTES = ['data-text-scale', 'data-contrast', 'data-cursor'];

function htmlAttributes(): Record<string, string | null> {
  return Object.fromEntries(ATTRIBUTES.map((name) => [name, root.getAttribute(name)]));
}

function clearHtml(): void {
  for (const name of ATTRIBUTES) root.removeAttribute(name);
}

afterEach(() => {
  localStorage.clear();
  resetA11ySettingsCache();
  clearHtml();
});

describe('parseA11ySettings', () => {
  it('gives the defaults for nothing stored or unreadable JSON', () => {
    expect(parseA11ySettings(null)).toEqual(DEFAULT_A11Y_SETTINGS);
    expect(parseA11ySettings('{oops')).toEqual(DEFAULT_A11Y_SETTINGS);
    expect(parseA11ySettings('"150"')).toEqual(DEFAULT_A11Y_SETTINGS);
  });

  it('keeps the valid fields and defaults each invalid one', () => {
    expect(parseA11ySettings('{"textScale":150,"highContrast":true,"largeCursor":true}')).toEqual({
      textScale: 150,
      highContrast: true,
      largeCursor: true,
    });
    expect(parseA11ySettings('{"textScale":175,"highContrast":"yes","largeCursor":true}')).toEqual({
      textScale: 100,
      highContrast: false,
      largeCursor: true,
    });
  });
});

describe('setA11ySettings', () => {
  it('stores the settings, applies them to <html> and survives a new visit', () => {
    setA11ySettings({ textScale: 200, largeCursor: true });
    expect(JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY)!)).toEqual({
      textScale: 200,
      highContrast: false,
      largeCursor: true,
    });
    expect(htmlAttributes()).toEqual({ 'data-text-scale': '200', 'data-contrast': null, 'data-cursor': 'large' });

    // A new visit: nothing in memory, nothing on <html> yet.
    resetA11ySettingsCache();
    clearHtml();
    initA11ySettings();
    expect(getA11ySettings()).toEqual({ textScale: 200, highContrast: false, largeCursor: true });
    expect(htmlAttributes()).toEqual({ 'data-text-scale': '200', 'data-contrast': null, 'data-cursor': 'large' });
  });

  it('removes the attributes when back to the defaults', () => {
    setA11ySettings({ textScale: 125, highContrast: true, largeCursor: true });
    setA11ySettings(DEFAULT_A11Y_SETTINGS);
    expect(htmlAttributes()).toEqual({ 'data-text-scale': null, 'data-contrast': null, 'data-cursor': null });
  });

  it('re-renders useA11ySettings on a change', () => {
    const { result } = renderHook(() => useA11ySettings());
    expect(result.current.textScale).toBe(100);
    act(() => setA11ySettings({ highContrast: true }));
    expect(result.current.highContrast).toBe(true);
  });

  it('follows a change made in another tab (storage event)', () => {
    initA11ySettings();
    const { result } = renderHook(() => useA11ySettings());
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ textScale: 150, highContrast: false, largeCursor: false }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: A11Y_STORAGE_KEY }));
    });
    expect(result.current.textScale).toBe(150);
    expect(root.getAttribute('data-text-scale')).toBe('150');
  });
});

describe('长者模式', () => {
  const plain: A11ySettings = { textScale: 100, highContrast: false, largeCursor: true };

  it('turns on 150 % text and high contrast, keeping a larger size and the cursor', () => {
    expect(withElderMode(plain, true)).toEqual({ textScale: 150, highContrast: true, largeCursor: true });
    expect(withElderMode({ ...plain, textScale: 200 }, true).textScale).toBe(200);
    expect(isElderMode(withElderMode(plain, true))).toBe(true);
  });

  it('turns both off again', () => {
    const off = withElderMode(withElderMode(plain, true), false);
    expect(off).toEqual(plain);
    expect(isElderMode(off)).toBe(false);
    expect(isElderMode({ textScale: 200, highContrast: false, largeCursor: false })).toBe(false);
  });
});

describe('rootFontSizePx', () => {
  it('falls back to 16 px times the scale where the browser computes no size', () => {
    expect(rootFontSizePx({ textScale: 125, highContrast: false, largeCursor: false })).toBe(20);
  });
});

describe('public/a11y-settings.js (before the first paint)', () => {
  const script = readFileSync(join(__dirname, '../../public/a11y-settings.js'), 'utf8');
  const runScript = () => new Function(script)() as void;

  it.each([
    ['nothing stored', null],
    ['everything on', '{"textScale":200,"highContrast":true,"largeCursor":true}'],
    ['elder mode', '{"textScale":150,"highContrast":true,"largeCursor":false}'],
    ['125 % only', '{"textScale":125}'],
    ['invalid values', '{"textScale":175,"highContrast":"yes","largeCursor":1}'],
    ['unreadable JSON', '{oops'],
  ])('sets the same <html> attributes as applyA11ySettings: %s', (_label, stored) => {
    if (stored !== null) localStorage.setItem(A11Y_STORAGE_KEY, stored);
    runScript();
    const fromScript = htmlAttributes();
    clearHtml();
    applyA11ySettings(parseA11ySettings(stored));
    expect(fromScript).toEqual(htmlAttributes());
  });
});
