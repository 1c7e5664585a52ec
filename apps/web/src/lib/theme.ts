/**
 * Colour themes of the portal (spec §7 "Runtime configuration": the theme name selects a colour theme
 * applied as page style variables). Each theme is one palette, used twice:
 * - as CSS variables on :root (applyTheme), which our own CSS reads (var(--portal-primary) ...);
 * - as antd ConfigProvider theme tokens (antdThemeConfig), so antd components match.
 * Text colours meet WCAG AA (>= 4.5:1) on the backgrounds they are meant for; theme.test.ts checks it.
 */
import type { ThemeConfig } from 'antd';
import type { ThemeName } from './runtime-config';

/** One theme's colours (hex). "On X" = meant to be drawn on background X. */
export interface PortalPalette {
  primary: string;
  primaryDark: string;
  headerBg: string;
  /** Text on headerBg (and on primary, e.g. the tab bar). */
  headerText: string;
  /** Highlighted text on headerBg (hotline, current tab). */
  headerAccent: string;
  /** Body text on surface and pageBg. */
  text: string;
  textSecondary: string;
  /** Placeholder text in inputs (on surface): lighter than entered text, still >= 4.5:1 (antd's default is ~1.6:1). */
  placeholder: string;
  /** Links on surface. */
  link: string;
  pageBg: string;
  surface: string;
  border: string;
  footerBg: string;
  footerText: string;
  /** Focus outline on light backgrounds (>= 3:1 against surface). */
  focus: string;
  /** Focus outline on headerBg / footerBg. */
  focusOnDark: string;
  /** Decorative accent only (borders, ornaments), never text. */
  ornament: string;
}

/** The themes (spec §7). 'gov-red': the red and gold of Chinese government sites; 'sport-blue': sports blue. */
export const THEMES: Record<ThemeName, PortalPalette> = {
  'gov-red': {
    primary: '#c8161d',
    primaryDark: '#9e1015',
    headerBg: '#c8161d',
    headerText: '#ffffff',
    headerAccent: '#fff1b8',
    text: '#262626',
    textSecondary: '#595959',
    placeholder: '#737373',
    link: '#b3141a',
    pageBg: '#f5f5f5',
    surface: '#ffffff',
    border: '#e5e5e5',
    footerBg: '#6b0a0e',
    footerText: '#ffffff',
    focus: '#1d39c4',
    focusOnDark: '#ffd666',
    ornament: '#d4a017',
  },
  'sport-blue': {
    primary: '#0b5cad',
    primaryDark: '#084a8c',
    headerBg: '#0b5cad',
    headerText: '#ffffff',
    headerAccent: '#ffe7a3',
    text: '#262626',
    textSecondary: '#595959',
    placeholder: '#737373',
    link: '#0b5cad',
    pageBg: '#f4f7fb',
    surface: '#ffffff',
    border: '#dde5ee',
    footerBg: '#08335e',
    footerText: '#ffffff',
    focus: '#c41d7f',
    focusOnDark: '#ffd666',
    ornament: '#36cfc9',
  },
};

/** CSS variable name for each palette key, e.g. primaryDark -> --portal-primary-dark. */
export function cssVariableName(key: keyof PortalPalette): string {
  return `--portal-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Sets the theme's colours as CSS variables on :root (document.documentElement). */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  const palette = THEMES[name];
  for (const key of Object.keys(palette) as (keyof PortalPalette)[]) {
    root.style.setProperty(cssVariableName(key), palette[key]);
  }
  root.dataset.theme = name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', palette.headerBg);
}

/** Base font stack (Chinese fonts first); also in app/global.css. */
export const FONT_FAMILY = "'Noto Sans CJK SC', 'Microsoft YaHei', 'PingFang SC', sans-serif";

/** antd ConfigProvider `theme` for the named theme: same colours, 16px base font for elderly readers. */
export function antdThemeConfig(name: ThemeName): ThemeConfig {
  const palette = THEMES[name];
  return {
    token: {
      colorPrimary: palette.primary,
      colorLink: palette.link,
      colorText: palette.text,
      colorTextSecondary: palette.textSecondary,
      colorTextPlaceholder: palette.placeholder,
      colorBgLayout: palette.pageBg,
      colorBorderSecondary: palette.border,
      fontFamily: FONT_FAMILY,
      fontSize: 16,
      borderRadius: 4,
    },
  };
}
