/**
 * App-wide providers (web-interfaces.md): antd ConfigProvider (zh_CN locale, theme tokens from
 * lib/theme.ts), TanStack Query (staleTime 60 s, one retry for server/network failures), and dayjs in
 * Chinese. Dialogs and messages come from lib/feedback.ts (showConfirm / showMessage), which loads
 * antd's Modal/message code on first use with the same theme; antd's <App> is not mounted here because
 * it would put that code into every page's first load (issue "Figures": home <= 200 KB JS gzipped).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES module build: 'antd/locale/zh_CN' is CommonJS and drags antd's lib/ copies into the bundle.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { setFeedbackTheme } from '../lib/feedback';
import { isApiEnvelope } from '../lib/http-client';
import type { ThemeName } from '../lib/runtime-config';
import { antdThemeConfig } from '../lib/theme';

dayjs.locale('zh-cn');

/**
 * The query client: data counts as fresh for 60 s (news and notices change a few times a day); a failed
 * query is retried once, except when the server answered with a 4xx body (an unknown id stays unknown).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !(isApiEnvelope(error) && error.code >= 400 && error.code < 500),
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [themeConfig] = useState(() => {
    const config = antdThemeConfig(theme);
    setFeedbackTheme(config);
    return config;
  });
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
