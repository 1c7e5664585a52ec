/**
 * The root route element (around both the main layout and the standalone pages):
 * - <ScrollRestoration/>: a new navigation scrolls to the top, back/forward restores the saved
 *   position (spec §2);
 * - the document title from the deepest matched route's `handle.title` (config/route-handle documentTitle);
 * - a thin progress bar plus a screen-reader notice while the next page's chunk loads;
 * - the hand-over from the server's first HTML (./first-html.tsx).
 */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { documentTitle, useRouteHandle } from '../config/route-handle';
import { useFirstHtmlHandOver } from './first-html';

function useDocumentTitle(): void {
  const { title } = useRouteHandle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

export default function RootRoute() {
  useDocumentTitle();
  useFirstHtmlHandOver();
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
