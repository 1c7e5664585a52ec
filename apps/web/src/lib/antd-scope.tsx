/**
 * antd's ConfigProvider (zh_CN locale, the portal's theme tokens) only where antd is used, fetched with
 * the first such page (target: the home page's first load is <= 200 KB of JS gzipped, docs/benchmarks.md).
 *
 * A ConfigProvider at the root would pull antd's css-in-js runtime, theme algorithm, locale and tooltip
 * provider (~45 KB gzipped) into every first load, although the home page and the layout use no antd
 * component. So the layout wraps the routed page in <AntdScope> (except on the home page), the login
 * page wraps itself, and lib/feedback's dialogs have their own; each scope renders the same provider
 * (antd-config.tsx) and antd's style cache is shared between them.
 *
 * - `configureAntdTheme(name)`: the runtime theme (main.tsx, before the first render);
 * - `<AntdScope fallback?>`: children inside the provider; `fallback` shows while it loads (once);
 * - `preloadAntd()`: start fetching it and antd's stylesheet (antd-static-styles.ts) early (main.tsx does
 *   when the first page is not the home page).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { withAntdStaticStyles } from './antd-static-styles';
import { FirstHtmlHandOver } from './first-html';
import type { ThemeName } from './runtime-config';

let themeName: ThemeName = 'gov-red';

/** Set the theme the antd provider uses (spec §7 runtime config). Call before the first render. */
export function configureAntdTheme(name: ThemeName): void {
  themeName = name;
}

/** The configured theme name. */
export function antdThemeName(): ThemeName {
  return themeName;
}

// With the build's antd stylesheet, which must be in before the first antd render (antd-static-styles.ts).
const loadConfig = () => withAntdStaticStyles(import('./antd-config'));
const AntdConfig = lazy(loadConfig);

/** Fetch the provider's code now (no-op once loaded). */
export function preloadAntd(): void {
  loadConfig().catch(() => {
    // The scope that needs it retries and shows the route's error page if it fails again.
  });
}

/**
 * Renders `children` inside antd's ConfigProvider; `fallback` while its code loads. When the children
 * paint, the server's first HTML is handed over if still shown (a standalone page: lib/first-html.ts),
 * unless `handOver` is false: then the page hands over itself once its lead data has settled
 * (`useFirstHtmlHandOver(ready)`), so that data does not push the page down after it shows.
 */
export function AntdScope({
  children,
  fallback = null,
  handOver = true,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  handOver?: boolean;
}) {
  return (
    <Suspense fallback={fallback}>
      <AntdConfig>
        {handOver && <FirstHtmlHandOver />}
        {children}
      </AntdConfig>
    </Suspense>
  );
}
