/**
 * The main layout (spec §2 "Main layout"; web-interfaces.md W2): skip link, header (with the tab
 * menu), breadcrumb, <main id="main-content"> holding the routed page, footer. Mounting it starts the
 * agency session check (spec §4: on mount, then every 15 minutes while a login date exists).
 *
 * The routed page is keyed by its `case_id` / `organType` query (menu-model outletKey): the spec says
 * a route change with a different one "reloads the page"; remounting the page is the single-page-app
 * equivalent, so it loads its data afresh without reloading the whole site.
 */
import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { RouteDef } from '../app/routes';
import { useSessionCheck } from '../features/auth/hooks/use-session-check';
import { BreadcrumbBar } from './breadcrumb-bar';
import { outletKey } from './menu-model';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './main-layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Move keyboard focus to the page content (the link's #hash alone would not move focus everywhere). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export default function MainLayout({ routes }: { routes: RouteDef[] }) {
  useSessionCheck();
  const { pathname, search } = useLocation();
  return (
    <div className="main-layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        跳到主要内容
      </a>
      <SiteHeader />
      <BreadcrumbBar routes={routes} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main-layout__content">
        <Outlet key={`${pathname}|${outletKey(search)}`} />
      </main>
      <SiteFooter />
    </div>
  );
}
