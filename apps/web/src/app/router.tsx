/**
 * Builds the browser router (history mode, spec §2) from the route table in routes.ts:
 * root (scroll restoration, document title) -> main layout (W2's MainLayout with <Outlet/>) holding
 * mainRoutes and the catch-all 404, plus the standalone routes at top level. Every page is lazy with the
 * 120 s chunk timeout (lazy-page.ts); a failed load renders ChunkErrorPage in the route's place.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import MainLayout from '../layouts/main-layout';
import { loadPage } from './lazy-page';
import ChunkErrorPage from './pages/chunk-error-page';
import NotFoundPage from './pages/not-found-page';
import RootRoute from './root-route';
import { mainRoutes, NOT_FOUND_TITLE, standaloneRoutes, type RouteDef, type RouteHandle } from './routes';

function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { title: def.title, ...(def.name ? { name: def.name } : {}) };
  return {
    path: def.path,
    handle,
    errorElement: <ChunkErrorPage />,
    lazy: async () => ({ Component: (await loadPage(def.page)).default }),
  };
}

/** The route objects (exported for tests and for createMemoryRouter). */
export const routeObjects: RouteObject[] = [
  {
    element: <RootRoute />,
    // Last resort, e.g. the layout itself failed: give the error page its own landmark.
    errorElement: (
      <main id="main-content">
        <ChunkErrorPage />
      </main>
    ),
    hydrateFallbackElement: <p className="app-loading">正在加载…</p>,
    children: [
      {
        element: <MainLayout routes={mainRoutes} />,
        errorElement: <ChunkErrorPage />,
        children: [
          ...mainRoutes.map(toRouteObject),
          { path: '*', element: <NotFoundPage />, handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle },
        ],
      },
      ...standaloneRoutes.map(toRouteObject),
    ],
  },
];

/** Creates the app's browser router; call once, after the runtime config is known (main.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
