import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts/pages.codes';
import { handleOf } from '../config/route-handle';
import { ACTIVE_MENU_INDEX_KEY } from './active-menu-index';
import { BreadcrumbBar } from './breadcrumb-bar';

const routes = [catalogue.home, catalogue.news, catalogue.newsDetail];

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <BreadcrumbBar routes={routes} />
            <Where />
          </>
        ),
        children: routes.map((r) => ({ path: r.path, handle: handleOf(r), element: null })),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('BreadcrumbBar', () => {
  it('renders the levels of the route title in a labelled nav, the last as the current page', () => {
    renderAt('/news/newsdetail?id=1');
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '新闻资讯' }).getAttribute('href')).toBe('/news');
    expect(screen.getByText('新闻详情').getAttribute('aria-current')).toBe('page');
  });

  it('is not shown on the route named main', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();
  });

  it('the home crumb stores menu index 0 and goes to "/"', async () => {
    sessionStorage.setItem(ACTIVE_MENU_INDEX_KEY, '1');
    renderAt('/news/newsdetail?id=1');
    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(sessionStorage.getItem(ACTIVE_MENU_INDEX_KEY)).toBe('0');
  });
});
