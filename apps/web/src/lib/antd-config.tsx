/**
 * The antd provider every antd-using part of the app renders inside (loaded lazily via antd-scope.tsx
 * and feedback-host.tsx, each together with the build's antd stylesheet, antd-static-styles.ts):
 * ConfigProvider with the zh_CN locale and the portal theme's tokens
 * (theme.ts antdThemeConfig, 16 px base font), buttons without antd's space between two Chinese characters, plus dayjs in Chinese for antd's date components.
 * The tokens follow the elder and accessible mode (lib/a11y-settings.ts): antd's sizes are px, so the
 * provider re-renders with the computed root font size and the contrast setting whenever they change.
 */
import { ConfigProvider, type ConfigProviderProps } from 'antd';
// The ES module build: 'antd/locale/zh_CN' is CommonJS and drags antd's lib/ copies into the bundle.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { rootFontSizePx, useA11ySettings } from './a11y-settings';
import { antdThemeName } from './antd-scope';
import './antd-focus.css';
import type { ThemeName } from './runtime-config';
import { antdThemeConfig } from './theme';

dayjs.locale('zh-cn');

// One token object per theme, root size and contrast: a stable identity lets antd's css-in-js reuse its
// computed styles.
const themeConfigs = new Map<string, ReturnType<typeof antdThemeConfig>>();

function themeConfigFor(name: ThemeName, rootFontPx: number, highContrast: boolean) {
  const key = `${name}|${rootFontPx}|${highContrast}`;
  let config = themeConfigs.get(key);
  if (!config) {
    config = antdThemeConfig(name, { rootFontPx, highContrast });
    themeConfigs.set(key, config);
  }
  return config;
}

const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/** antd ConfigProvider with the portal's locale and theme; other ConfigProvider props pass through. */
export default function AntdConfig({
  children,
  ...props
}: { children: ReactNode } & Omit<ConfigProviderProps, 'locale' | 'theme'>) {
  const settings = useA11ySettings();
  const theme = themeConfigFor(antdThemeName(), Math.round(rootFontSizePx(settings)), settings.highContrast);
  return (
    // antd puts a space between the two characters of a button label ("搜 索"): it reads oddly and
    // screen readers announce two syllables; the portal's buttons carry their text as written.
    <ConfigProvider button={BUTTON_CONFIG} {...props} locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
