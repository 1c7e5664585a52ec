/**
 * The antd provider every antd-using part of the app renders inside (loaded lazily via antd-scope.tsx
 * and feedback-host.tsx): ConfigProvider with the zh_CN locale and the portal theme's tokens
 * (theme.ts antdThemeConfig, 16 px base font), buttons without antd's space between two Chinese characters, plus dayjs in Chinese for antd's date components.
 */
import { ConfigProvider, type ConfigProviderProps } from 'antd';
// The ES module build: 'antd/locale/zh_CN' is CommonJS and drags antd's lib/ copies into the bundle.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { antdThemeName } from './antd-scope';
import type { ThemeName } from './runtime-config';
import { antdThemeConfig } from './theme';

dayjs.locale('zh-cn');

// One token object per theme: a stable identity lets antd's css-in-js reuse its computed styles.
const themeConfigs = new Map<ThemeName, ReturnType<typeof antdThemeConfig>>();

function themeConfigFor(name: ThemeName) {
  let config = themeConfigs.get(name);
  if (!config) {
    config = antdThemeConfig(name);
    themeConfigs.set(name, config);
  }
  return config;
}

const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/** antd ConfigProvider with the portal's locale and theme; other ConfigProvider props pass through. */
export default function AntdConfig({
  children,
  ...props
}: { children: ReactNode } & Omit<ConfigProviderProps, 'locale' | 'theme'>) {
  return (
    // antd puts a space between the two characters of a button label ("搜 索"): it reads oddly and
    // screen readers announce two syllables; the portal's buttons carry their text as written.
    <ConfigProvider button={BUTTON_CONFIG} {...props} locale={zhCN} theme={themeConfigFor(antdThemeName())}>
      {children}
    </ConfigProvider>
  );
}
