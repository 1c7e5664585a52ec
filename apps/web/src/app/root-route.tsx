/**
 * The root route element (around both the main layout and the standalone pages):
 * - <ScrollRestoration/>: a new navigation scrolls to the top, back/forward restores the saved
 *   position (spec §2);
 * - the document title: the page's h1 text once the page names itself (lib/page-name), else the deepest
 *   matched route's `handle.title` (config/route-handle documentTitle);
 * - a thin progress bar plus a screen-reader notice while the next page's chunk loads;
 * - after an in-app navigation to another page (path, or the menu's case_id / organType), keyboard focus on
 *   the new page's h1, which reads its title out (lib/focus-on-navigation); not on the first load.
 * - the hand-over from the server's first HTML (./first-html.tsx).
 */
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { documentTitle, SITE_NAME, useRouteHandle } from '../config/route-handle';
import { outletKey } from '../layouts/menu-model';
import { focusPageHeading } from '../lib/focus-on-navigation';
import { useShownPageName } from '../lib/page-name';
import { useFirstHtmlHandOver } from './first-html';

function useDocumentTitle(): void {
  const { title } = useRouteHandle();
  const name = useShownPageName();
  useEffect(() => {
    // The first HTML's <title> is `${h1} - site` too (apps/server first-html page-snapshot).
    document.title = name === null ? documentTitle(title) : name === SITE_NAME ? SITE_NAME : `${name} - ${SITE_NAME}`;
  }, [title, name]);
}

/** Focus on the h1 after each navigation to another page (a new page key), not on the first load. */
function useFocusOnNavigation(): void {
  const { pathname, search } = useLocation();
  const pageKey = `${pathname}|${outletKey(search)}`;
  const shown = useRef(pageKey);
  useEffect(() => {
    if (shown.current === pageKey) return;
    shown.current = pageKey;
    return focusPageHeading();
  }, [pageKey]);
}

export default function RootRoute() {
  useDocumentTitle();
  useFocusOnNavigation();
  // A standalone page hands over itself once its content paints (AntdScope, lib/first-html.ts).
  useFirstHtmlHandOver(!useRouteHandle().standalone);
  const loading = useNavigation().state === 'loading';
  return (
    <>
      {loading && <div className="route-progress" aria-hidden="true" />}
      <div className="visually-hidden" role="status" aria-live="polite">
        {loading ? '页面加载中' : ''}
      </div>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
