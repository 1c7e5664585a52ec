// A route's first request is the request its page asks for first (docs/decisions/web-conventions.md "Route
// entries: props and first request"): for each list route, the page rendered with the route's props at an
// address with filters holds a query under the key the route's loader prefetches, so the page finds the
// prefetched request instead of sending a second one.
import { hashKey, QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../components/test-support/render-with-providers';
import { answerNever } from '../components/test-support/transport';
import { mainRoutes, type RouteDef } from './routes';

// No answer ever arrives: the test only reads which queries the pages start.
beforeEach(() => {
  answerNever('*');
  answerNever('*', { method: 'post' });
});
vi.mock('../components/chart/e-chart', () => ({ EChart: () => null }));

afterEach(cleanup);
// jsdom has none; antd's list components observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const withFirstQuery = mainRoutes.filter((route) => route.firstQuery);
// Page 2, a keyword, and the filters the lists have in common.
const SEARCH = 'keyword=%E8%A5%BF%E6%B9%96&areaCode=330100&year=2023&pageNum=2';

describe('a route first request', () => {
  it.each(withFirstQuery.map((route) => [route.path, route] as const))(
    '%s: is the first request of its page',
    async (_path, route: RouteDef) => {
      const expected = await route.firstQuery!(new URLSearchParams(SEARCH), route.props as never);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const Page = (await route.page()).default as ComponentType<object>;
      renderWithProviders(<Page {...route.props} />, `${route.path}?${SEARCH}`, client);
      await vi.waitFor(() => {
        const keys = client
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash);
        expect(keys).toContain(hashKey(expected.queryKey));
      });
    },
  );
});
