/**
 * App-wide providers: TanStack Query (staleTime 60 s, one retry for server/network
 * failures).
 *
 * antd's ConfigProvider (zh_CN locale, theme tokens from lib/theme.ts) is NOT mounted here: it would put
 * antd's css-in-js runtime into every first load (target: home <= 200 KB JS gzipped, docs/benchmarks.md) although
 * the home page and the layout use no antd component. It comes with the first antd-using page instead:
 * lib/antd-scope.tsx (<AntdScope>, around routed pages in the main layout and the login page) and
 * lib/feedback.ts (showConfirm / showMessage, instead of antd's <App> hooks).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiEnvelope } from '../lib/http-client';

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
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiEnvelope(error) && error.code >= 400 && error.code < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** `client`: the query client main.tsx made (and filled with the header's data); a new one without it. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
