// Themes (spec §7): CSS variables on :root, antd tokens, and WCAG contrast of every text/background pair.
import { FastColor } from '@ant-design/fast-color';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig, applyTheme, cssVariableName, ERROR_COLOR, THEMES, type PortalPalette } from './theme';
import { THEME_NAMES } from './runtime-config';

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [new FastColor(a).getLuminance(), new FastColor(b).getLuminance()].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: [keyof PortalPalette, keyof PortalPalette][] = [
  ['headerText', 'headerBg'],
  ['headerText', 'primary'],
  ['headerText', 'primaryDark'],
  ['headerAccent', 'headerBg'],
  ['text', 'surface'],
  ['text', 'pageBg'],
  ['textSecondary', 'surface'],
  ['textSecondary', 'pageBg'],
  ['placeholder', 'surface'],
  ['link', 'surface'],
  ['link', 'pageBg'],
  ['primary', 'surface'],
  ['footerText', 'footerBg'],
];

describe.each(THEME_NAMES)('theme %s', (name) => {
  const palette = THEMES[name];

  it.each(TEXT_PAIRS)('%s on %s has contrast >= 4.5:1', (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('has focus outlines with contrast >= 3:1 on light and dark backgrounds', () => {
    expect(contrast(palette.focus, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.focus, palette.pageBg)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.focusOnDark, palette.headerBg)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.focusOnDark, palette.footerBg)).toBeGreaterThanOrEqual(3);
  });

  it('sets every colour as a CSS variable on :root', () => {
    applyTheme(name);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--portal-primary')).toBe(palette.primary);
    expect(style.getPropertyValue('--portal-header-bg')).toBe(palette.headerBg);
    expect(style.getPropertyValue('--portal-primary-dark')).toBe(palette.primaryDark);
    for (const key of Object.keys(palette) as (keyof PortalPalette)[]) {
      expect(style.getPropertyValue(cssVariableName(key))).toBe(palette[key]);
    }
    expect(document.documentElement.dataset.theme).toBe(name);
  });

  it('maps the palette to antd tokens with a 16px base font', () => {
    const token = antdThemeConfig(name).token!;
    expect(token.colorPrimary).toBe(palette.primary);
    expect(token.colorLink).toBe(palette.link);
    expect(token.fontSize).toBe(16);
    expect(token.controlHeight).toBe(32);
  });

  it('scales the base font and control height with the root font size (elder mode, browser setting)', () => {
    const token = antdThemeConfig(name, { rootFontPx: 24 }).token!;
    expect(token.fontSize).toBe(24);
    expect(token.controlHeight).toBe(48);
    expect(antdThemeConfig(name, { rootFontPx: 20.4 }).token!.fontSize).toBe(20);
  });

  it('gives antd darker text and borders in high contrast, still readable on white', () => {
    const token = antdThemeConfig(name, { highContrast: true }).token!;
    expect(token.colorText).toBe('#000000');
    expect(contrast(token.colorTextSecondary!, '#ffffff')).toBeGreaterThan(contrast(palette.textSecondary, '#ffffff'));
    expect(contrast(token.colorLink!, '#ffffff')).toBeGreaterThanOrEqual(7);
    expect(contrast(token.colorBorder!, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('shows form errors (the login page) at >= 4.5:1', () => {
    const token = antdThemeConfig(name).token!;
    expect(token.colorError).toBe(ERROR_COLOR);
    expect(contrast(ERROR_COLOR, palette.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws antd focus rings, the picked cascader option and the chosen segment at >= 3:1', () => {
    const config = antdThemeConfig(name);
    expect(contrast(config.token!.controlOutline!, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(config.token!.controlOutlineWidth).toBeGreaterThanOrEqual(2);
    const cascader = config.components!.Cascader!;
    expect(contrast(cascader.optionSelectedBg as string, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(cascader.optionSelectedColor!, cascader.optionSelectedBg as string)).toBeGreaterThanOrEqual(4.5);
    const segmented = config.components!.Segmented!;
    expect(contrast(segmented.itemSelectedBg!, segmented.trackBg!)).toBeGreaterThanOrEqual(3);
    expect(contrast(segmented.itemSelectedColor!, segmented.itemSelectedBg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(config.components!.Switch!.colorTextQuaternary!, palette.surface)).toBeGreaterThanOrEqual(3);
  });
});

it('gov-red uses the government red #c8161d', () => {
  expect(THEMES['gov-red'].primary).toBe('#c8161d');
  expect(cssVariableName('textSecondary')).toBe('--portal-text-secondary');
});
