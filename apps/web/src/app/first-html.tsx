/**
 * The server-rendered first HTML (apps/server/src/plugins/first-html; docs/ARCHITECTURE.md
 * "Server-rendered first HTML"): the server writes the page's content into `<div id="first-html">`
 * before `#root`, so the page reads before any script runs and crawlers without JavaScript see it.
 *
 * - `useFirstHtmlHandOver()`: called by the root route; removes that container in a layout effect,
 *   i.e. in the same frame the app paints its own layout. Removed and inserted boxes are not layout
 *   shifts (only boxes that exist in both frames and move count), so the hand-over adds no CLS.
 * - `<InitialLoading/>`: the router's fallback while the first page's chunk loads: nothing while the
 *   server's snapshot is on screen (it already shows the page), else a loading line.
 */
import { useLayoutEffect } from 'react';
import './first-html.css';

export const FIRST_HTML_ID = 'first-html';

/** Removes the server's snapshot once the app paints its own layout. */
export function useFirstHtmlHandOver(): void {
  useLayoutEffect(() => {
    document.getElementById(FIRST_HTML_ID)?.remove();
  }, []);
}

export function InitialLoading() {
  if (document.getElementById(FIRST_HTML_ID)) return null;
  return <p className="app-loading">正在加载…</p>;
}
