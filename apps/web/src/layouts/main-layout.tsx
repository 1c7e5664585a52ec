/**
 * The main layout (spec §2 "Main layout"): skip link, header (with the tab menu), breadcrumb, <main id="main-content">
 * holding the routed page, footer. It imports no feature and no app file (docs/ARCHITECTURE.md "Layers"):
 * app/router.tsx passes the built routes (for the breadcrumb) and the header's account and filling-system slots, and
 * mounts the session check beside it.
 *
 * The routed page is keyed by its `case_id` / `organType` query (menu-model outletKey): the spec says
 * a route change with a different one "reloads the page"; remounting the page is the single-page-app
 * equivalent, so it loads its data afresh without reloading the whole site.
 *
 * Every routed page but the home page (route name 'main') renders inside <AntdScope> (lib/antd-scope), antd's
 * ConfigProvider fetched with the first such page: the home page and this layout use no antd component, which keeps
 * antd's runtime out of the home page's first load (docs/decisions/web-conventions.md "Home page first load without
 * antd").
 */
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/page/skip-link';
import { catalogue } from '@portal/contracts/pages.codes';
import { useRouteHandle } from '../config/route-handle';
import { AntdScope, preloadAntd } from '../lib/antd-scope';
import { BreadcrumbBar } from './breadcrumb-bar';
import type { BreadcrumbRoute } from './breadcrumb-model';
import { outletKey } from './menu-model';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderSlots } from './site-header';
import './main-layout.css';

/** The home page (catalogue name 'main'), the one page built without antd. */
const HOME = catalogue.home;

export interface MainLayoutProps extends SiteHeaderSlots {
  /** The built routes of the main layout (app/routes.ts mainRoutes), for the breadcrumb's rule 5. */
  routes: readonly BreadcrumbRoute[];
}

export default function MainLayout({ routes, account, fillingSystems }: MainLayoutProps) {
  const { pathname, search } = useLocation();
  const isHome = useRouteHandle().name === HOME.name;
  const page = <Outlet key={`${pathname}|${outletKey(search)}`} />;
  // Leaving the home page: fetch antd's provider while the next page's chunk loads, not after it.
  const nextPath = useNavigation().location?.pathname;
  useEffect(() => {
    if (nextPath !== undefined && nextPath !== HOME.path) preloadAntd();
  }, [nextPath]);
  return (
    <div className="main-layout">
      <SkipLink />
      <SiteHeader account={account} fillingSystems={fillingSystems} />
      <BreadcrumbBar routes={routes} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main-layout__content">
        {isHome ? (
          page
        ) : (
          <AntdScope
            fallback={
              <p className="app-loading" role="status">
                正在加载…
              </p>
            }
          >
            {page}
          </AntdScope>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
