/**
 * Test helper: renders UI inside a memory data router at `url` (as the app's createBrowserRouter, so
 * data-router hooks such as useBlocker work) and a fresh TanStack QueryClient (no retries),
 * and shows the current location in a `data-testid="location"` element so tests can assert on the URL.
 * Also gives jsdom the window.matchMedia that antd's responsive helpers need.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';

export function installMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Render `ui` at `url` (a path with query, e.g. catalogue.news.href() + '?pageNum=3'); other paths render "other page".
 * `client`: the query client to use (a fresh one without retries when left out).
 */
export function renderWithProviders(
  ui: ReactElement,
  url: string,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  installMatchMedia();
  const path = new URL(url, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path, element: ui },
          { path: '*', element: <p>other page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
