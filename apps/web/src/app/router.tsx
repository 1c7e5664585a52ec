/**
 * Builds the browser router (history mode, spec §2) from the route table in routes.ts:
 * root (scroll restoration, document title) -> main layout (layouts/main-layout.tsx with <Outlet/>) holding
 * mainRoutes and the catch-all 404, plus the standalone routes at top level. Every page is lazy with the
 * 120 s chunk timeout (lazy-page.ts), rendered with its route's props; a failed load renders ChunkErrorPage
 * in the page's place. A route that names its page's first request gets a loader that starts it through
 * the app's query client while the chunk loads (docs/decisions/web-conventions.md "Route entries: props
 * and first request").
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, useMatches, type LoaderFunction, type RouteObject } from 'react-router';
import { handleOf, type RouteHandle } from '../config/route-handle';
import { AccountLinks } from '../features/auth/components/account-links';
import { FillingSystemLinks } from '../features/auth/components/filling-system-links';
import { SessionCheck } from '../features/auth/components/session-check';
import MainLayout from '../layouts/main-layout';
import { StandaloneFrame } from '../layouts/standalone-frame';
import { loadPage } from './lazy-page';
import { InitialLoading } from './first-html';
import ChunkErrorPage from './pages/chunk-error-page';
import NotFoundPage from './pages/not-found-page';
import RootRoute from './root-route';
import { mainRoutes, NOT_FOUND_TITLE, standaloneRoutes, type RouteDef } from './routes';

/** A stand-in page that rethrows a load failure while rendering, so the route's errorElement shows it. */
function failedPage(error: unknown): ComponentType {
  return function FailedPage() {
    throw error;
  };
}

/** The route's props, carried in its handle beside the catalogue's title and crumb rules. */
interface PropsHandle {
  props?: object;
}

/** The props of the deepest matched route (pages are leaves of the route tree). */
function useRouteProps(): object | undefined {
  const matches = useMatches();
  return (matches.at(-1)?.handle as PropsHandle | undefined)?.props;
}

const boundPages = new WeakMap<ComponentType<never>, ComponentType>();

/**
 * The page component that renders `Page` with the matched route's props: one per page module, shared by
 * every route of that module, so moving between two of them (one facility kind's list to another's) keeps
 * the page mounted, as when one component read its kind from the address (its query shows the previous
 * list while the next one loads).
 */
function withRouteProps(Page: ComponentType<never>, props: object | undefined): ComponentType {
  if (!props) return Page as ComponentType;
  let Bound = boundPages.get(Page);
  if (!Bound) {
    const Target = Page as ComponentType<object>;
    Bound = function RoutePage() {
      return <Target {...useRouteProps()} />;
    };
    boundPages.set(Page, Bound);
  }
  return Bound;
}

/**
 * The loader of a route with a first request: starts it through `client` and returns at once, so the
 * navigation never waits for data (the page shows its own loading and error states, as without a loader);
 * the page's useQuery then finds the request under way, or its answer. A failure is left to the page: its
 * own query reports it and retries as it always has.
 */
function prefetchingLoader(def: RouteDef, client: QueryClient): LoaderFunction | undefined {
  const { firstQuery, props } = def;
  if (!firstQuery) return undefined;
  return ({ request }) => {
    const search = new URL(request.url).searchParams;
    void firstQuery(search, props as never)
      .then((options) => client.prefetchQuery(options))
      .catch(() => undefined);
    return null;
  };
}

/**
 * One route of the table as a react-router route: `handle` { title, name, crumb } (config/route-handle), lazy page
 * with the route's props, the first-request loader when `client` is given, ChunkErrorPage as errorElement.
 * A failed load resolves `lazy` with a component that throws, instead of rejecting: when `lazy` itself
 * rejects, react-router 7 keeps the route marked lazy and renders nothing below the root (neither the
 * layout nor the errorElement), leaving a blank page.
 */
export function toRouteObject(def: RouteDef, client?: QueryClient): RouteObject {
  const loader = client ? prefetchingLoader(def, client) : undefined;
  return {
    path: def.path,
    handle: { ...handleOf(def), ...(def.props ? { props: def.props } : {}) } satisfies RouteHandle & PropsHandle,
    errorElement: <ChunkErrorPage />,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      try {
        return { Component: withRouteProps((await loadPage(def.page)).default, def.props) };
      } catch (error) {
        return { Component: failedPage(error) };
      }
    },
  };
}

/**
 * The route tree around a given main layout element (tests pass a plain <Outlet/> layout); `client`, the
 * app's query client, gives the routes their first-request loaders.
 */
export function buildRouteObjects(mainLayout: ReactElement, client?: QueryClient): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      // Last resort, e.g. the layout itself failed: give the error page its own landmark.
      errorElement: (
        <main id="main-content">
          <ChunkErrorPage />
        </main>
      ),
      hydrateFallbackElement: <InitialLoading />,
      children: [
        {
          element: mainLayout,
          errorElement: <ChunkErrorPage />,
          children: [
            ...mainRoutes.map((def) => toRouteObject(def, client)),
            { path: '*', element: <NotFoundPage />, handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle },
          ],
        },
        // The standalone pages draw their own brand bar; the frame adds the sponsor line and marks (docs/decisions/public-experience.md §5).
        { element: <StandaloneFrame />, children: standaloneRoutes.map((def) => toRouteObject(def, client)) },
      ],
    },
  ];
}

/**
 * The main layout with what it receives from the features (the layout imports none): the header's
 * account links and filling-system entries as slots, and the agency session check (spec §4: on mount,
 * then every 15 minutes while a login date exists) mounted beside it.
 */
function AppMainLayout() {
  return (
    <>
      <SessionCheck />
      <MainLayout routes={mainRoutes} account={<AccountLinks />} fillingSystems={<FillingSystemLinks />} />
    </>
  );
}

/**
 * Creates the app's browser router; call once, after the runtime config is known (main.tsx), with the query
 * client the providers get (the route loaders prefetch into it).
 */
export function createAppRouter(client: QueryClient) {
  return createBrowserRouter(buildRouteObjects(<AppMainLayout />, client));
}
