// The root route moves focus to the new page's h1 after an in-app navigation, never on the first load,
// and not for a query change within the same page (e.g. a pager).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RootRoute from './root-route';

afterEach(cleanup);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/news">新闻资讯</Link>
      <Link to="/news?pageNum=2">下一页</Link>
      <Link to="/main/mainPage?case_id=2">健身工作案例</Link>
    </main>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <RootRoute />,
        children: [
          { path: '/', element: <Page title="首页" /> },
          { path: '/news', element: <Page title="新闻资讯" /> },
          { path: '/main/mainPage', element: <Page title="健身工作案例" /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after navigation', () => {
  it('leaves focus alone on the first load', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: '首页' });
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new page h1 after a link is followed, but not for a query change of the same page', async () => {
    const router = renderApp();
    fireEvent.click(await screen.findByRole('link', { name: '新闻资讯' }));
    const heading = await screen.findByRole('heading', { level: 1, name: '新闻资讯' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const next = screen.getByRole('link', { name: '下一页' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?pageNum=2'));
    expect(document.activeElement).toBe(next);

    // A menu entry with another case_id is another page.
    await act(() => router.navigate('/main/mainPage?case_id=2'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    await act(() => router.navigate('/main/mainPage?case_id=3'));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });
});
