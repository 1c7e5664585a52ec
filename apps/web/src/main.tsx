/**
 * Entry point: waits for the host page's runtime config (lib/runtime-config.ts, polled every 100 ms),
 * applies its theme (CSS variables, and antd's tokens for the antd-using pages) and API settings, fetches
 * the header's data (app/layout-data.ts) while the server's first HTML is shown, then renders the
 * providers and the router. The elder and accessible mode settings (lib/a11y-settings) are applied at once,
 * before the runtime config is awaited (public/a11y-settings.js has already done so before the first paint;
 * this also follows changes made in other tabs).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchLayoutData } from './app/layout-data';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { catalogue } from '@portal/contracts/pages.codes';
import { configureAntdTheme, preloadAntd } from './lib/antd-scope';
import { configureHttpClient } from './lib/http-client';
import { getRuntimeConfig } from './lib/runtime-config';
import { applyTheme } from './lib/theme';
import { initA11ySettings } from './lib/a11y-settings';
import './app/global.css';
import './lib/a11y-settings.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');

initA11ySettings();

// Every page but the home page uses antd: fetch its provider alongside the first page's chunk rather
// than after it.
if (window.location.pathname !== catalogue.home.path) preloadAntd();

/** Resolves in a new task, so the work after it does not lengthen the current one (mobile TBT). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void getRuntimeConfig().then(async (config) => {
  // The entry's module evaluation, the header's requests and the router's set-up each take tens of ms on
  // a slow phone: each runs in a task of its own (timeouts between them) rather than all in one long task.
  await nextTask();
  applyTheme(config.theme);
  configureAntdTheme(config.theme);
  configureHttpClient(config);
  // The header's data (app/layout-data.ts) and the first page's chunk (the router) load side by side.
  const queryClient = createQueryClient();
  const layoutData = prefetchLayoutData(queryClient);
  await nextTask();
  const router = createAppRouter(queryClient);
  await layoutData;
  const root = createRoot(container);
  // A transition render yields to the browser every few milliseconds (React's time slicing) instead of
  // building the whole first page in one task: the server's snapshot stays responsive meanwhile, and
  // Total Blocking Time on a slow phone drops (docs/benchmarks.md, mobile Lighthouse).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
