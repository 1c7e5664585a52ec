// A page chunk that fails to load shows the error page with a working 重新加载 button (spec §8).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toRouteObject } from '../router';

afterEach(cleanup);

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter(
    [toRouteObject({ path: '/news', title: '新闻资讯', page: () => Promise.reject(error) })],
    {
      initialEntries: ['/news'],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('ChunkErrorPage', () => {
  it('explains a failed chunk load and reloads on 重新加载', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/news.js'));
    expect(await screen.findByRole('heading', { level: 1, name: '页面加载失败' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows a general message for other errors', async () => {
    renderFailingRoute(new ReferenceError('x is not defined'));
    expect(await screen.findByRole('heading', { level: 1, name: '页面出现错误' })).toBeTruthy();
  });
});
