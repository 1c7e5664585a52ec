// The router built from the route table: 404 inside the layout, document titles, blank page, and a failed
// page chunk shown as the error page inside the layout (spec §2, §8); a route's props and its first request
// (docs/decisions/web-conventions.md "Route entries: props and first request").
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RootRoute from './root-route';
import { buildRouteObjects, toRouteObject } from './router';

afterEach(cleanup);
// jsdom has no scrolling; <ScrollRestoration/> calls window.scrollTo on every navigation.
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const testLayout = (
  <div data-testid="layout">
    <Outlet />
  </div>
);

function renderAt(path: string, routes: RouteObject[] = buildRouteObjects(testLayout)) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app router', () => {
  it('shows the 404 page inside the main layout for unknown paths, titled 页面不存在', async () => {
    renderAt('/equipment/NoSuchPage');
    const heading = await screen.findByRole('heading', { level: 1, name: '页面不存在' });
    expect(screen.getByTestId('layout').contains(heading)).toBe(true);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 全民健身场馆信息服务平台'));
  });

  it('lazy-loads /blank inside the layout with the 建设中 title', async () => {
    renderAt('/blank');
    const heading = await screen.findByRole('heading', { level: 1, name: '栏目建设中' });
    expect(screen.getByTestId('layout').contains(heading)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('建设中 - 全民健身场馆信息服务平台'));
  });

  it('shows the chunk error page inside the layout when a page chunk fails to load', async () => {
    const failing = toRouteObject({
      path: '/news',
      title: '新闻资讯',
      page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/news.js')),
    });
    renderAt('/news', [{ element: <RootRoute />, children: [{ element: testLayout, children: [failing] }] }]);
    const heading = await screen.findByRole('heading', { level: 1, name: '页面加载失败' });
    expect(screen.getByTestId('layout').contains(heading)).toBe(true);
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('新闻资讯 - 全民健身场馆信息服务平台'));
  });

  it('renders the page with its route props and starts its first request before the page chunk arrives', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(['西湖']));
    let releasePage: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => (releasePage = resolve));
    const route = toRouteObject(
      {
        path: '/kinds',
        title: '种类',
        props: { kind: 'ice' },
        page: async () => {
          await chunk;
          return { default: ({ kind }: { kind: string }) => <h1>{`种类 ${kind}`}</h1> };
        },
        firstQuery: async (search: URLSearchParams, props: { kind: string }) => ({
          queryKey: ['kinds', props.kind, search.get('keyword')],
          queryFn,
        }),
      } as never,
      client,
    );
    renderAt('/kinds?keyword=%E8%A5%BF%E6%B9%96', [{ element: testLayout, children: [route] }]);
    // The request is under way (or done) while the page's chunk is still loading.
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    releasePage();
    expect(await screen.findByRole('heading', { level: 1, name: '种类 ice' })).toBeTruthy();
    await waitFor(() => expect(client.getQueryData(['kinds', 'ice', '西湖'])).toEqual(['西湖']));
  });

  it('gives no loader without a query client (tests and the route table alone)', () => {
    const route = toRouteObject({
      path: '/kinds',
      title: '种类',
      page: async () => ({ default: () => null }),
      firstQuery: async () => ({ queryKey: ['kinds'], queryFn: () => null }),
    });
    expect(route.loader).toBeUndefined();
  });

  it('keeps a page mounted between two routes of its module, giving it the new route props', async () => {
    let mounts = 0;
    function KindPage({ kind }: { kind: string }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h1>{`种类 ${kind}`}</h1>;
    }
    const page = async () => ({ default: KindPage });
    const routes = [
      toRouteObject({ path: '/ice', title: '冰雪', props: { kind: 'ice' }, page } as never),
      toRouteObject({ path: '/park', title: '公园', props: { kind: 'park' }, page } as never),
    ];
    const router = renderAt('/ice', [{ element: testLayout, children: routes }]);
    await screen.findByRole('heading', { level: 1, name: '种类 ice' });
    await act(() => router.navigate('/park'));
    await screen.findByRole('heading', { level: 1, name: '种类 park' });
    expect(mounts).toBe(1);
  });
});
