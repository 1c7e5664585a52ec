/**
 * The server-rendered first HTML (apps/server/src/plugins/first-html; docs/decisions/server-rendered-first-html.md
 * "Server-rendered first HTML"): the server writes the page's content into `<div id="first-html">`
 * before `#root`, so the page reads before any script runs and crawlers without JavaScript see it.
 *
 * - `useFirstHtmlHandOver()` (lib/first-html.ts): called by the root route on main-layout pages; removes
 *   that container in a layout effect, i.e. in the same frame the app paints its own layout. Standalone
 *   pages hand over from AntdScope once their content paints (lib/first-html.ts).
 * - `<InitialLoading/>`: the router's fallback while the first page's chunk loads: nothing while the
 *   server's snapshot is on screen (it already shows the page), else a loading line.
 */
import { firstHtmlShown } from '../lib/first-html';
import './first-html.css';

export { useFirstHtmlHandOver } from '../lib/first-html';

export function InitialLoading() {
  if (firstHtmlShown()) return null;
  return <p className="app-loading">正在加载…</p>;
}
