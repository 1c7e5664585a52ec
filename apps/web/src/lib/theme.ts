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

/** What of the elder and accessible mode (lib/a11y-settings.ts) antd's tokens must follow. */
export interface AntdViewOptions {
  /** The root font size in CSS px (browser setting × text size); default 16. */
  rootFontPx?: number;
  /** High contrast: black text, darker secondary text and control borders. */
  highContrast?: boolean;
}

/** Error text and danger colour, the same in every theme (>= 4.5:1 on white; theme.test.ts). */
export const ERROR_COLOR = '#cf1322';

/** antd's default control height (px) at its 16 px base font here; scaled with the root font size. */
const BASE_CONTROL_HEIGHT = 32;

/**
 * antd ConfigProvider `theme` for the named theme: same colours, the root font size as the base font (16 px
 * by default, for elderly readers), control heights scaled with it. antd's tokens are px, not rem, so the
 * provider passes the computed root size (lib/antd-config.tsx); keyboard focus rings in the theme's focus
 * colour (controlOutline, 2 px: >= 3:1 on white, where antd's default tint is about 1.2:1).
 */
export function antdThemeConfig(name: ThemeName, view: AntdViewOptions = {}): ThemeConfig {
  const palette = THEMES[name];
  const rootFontPx = Math.round(view.rootFontPx ?? 16);
  const contrast = view.highContrast === true;
  return {
    token: {
      colorPrimary: palette.primary,
      colorLink: contrast ? palette.primaryDark : palette.link,
      colorText: contrast ? '#000000' : palette.text,
      colorTextSecondary: contrast ? '#262626' : palette.textSecondary,
      colorTextPlaceholder: contrast ? '#404040' : palette.placeholder,
      colorBgLayout: contrast ? '#ffffff' : palette.pageBg,
      colorBorderSecondary: contrast ? '#595959' : palette.border,
      ...(contrast ? { colorBorder: '#595959' } : {}),
      // Form errors (e.g. the login page's 请输入用户名) and danger buttons: antd's #ff4d4f is 3.3:1 on white;
      // antd's own red-7 is 5.9:1.
      colorError: ERROR_COLOR,
      controlOutline: palette.focus,
      controlOutlineWidth: 2,
      fontFamily: FONT_FAMILY,
      fontSize: rootFontPx,
      controlHeight: Math.round((BASE_CONTROL_HEIGHT * rootFontPx) / 16),
      borderRadius: 4,
    },
    components: {
      // The highlighted (opened or keyboard-active) option of the area picker: antd's pale tint is about
      // 1.1:1 against the list; the theme colour with white text is >= 3:1 against it and >= 4.5:1 for the text.
      Cascader: { optionSelectedBg: palette.primary, optionSelectedColor: '#ffffff' },
      // The chosen segment (e.g. the toolbar's text size) and a switch that is off, both >= 3:1 against the
      // page (antd: a white segment on a light grey track, and a track of about 1.9:1).
      Segmented: {
        itemSelectedBg: palette.primary,
        itemSelectedColor: '#ffffff',
        itemColor: palette.text,
        trackBg: palette.pageBg,
      },
      Switch: { colorTextQuaternary: '#737373', colorTextTertiary: '#595959' },
    },
  };
}
