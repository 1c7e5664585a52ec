/**
 * The hand-over from the server's first HTML (apps/server/src/plugins/first-html;
 * docs/decisions/server-rendered-first-html.md "Server-rendered first HTML"): the server writes the page into
 * `<div id="first-html">` before `#root`; the app removes it in a layout effect, i.e. in the same frame it paints its
 * own page. Removed and inserted boxes are not layout shifts (only boxes present in both frames that move count).
 *
 * Who hands over: the root route for pages inside the main layout (the layout paints at once), and
 * AntdScope once antd has loaded and its children paint, for the standalone pages (docs/decisions/public-experience.md §2: the root
 * route handed over while a standalone page still showed its loading line, CLS 0.27-0.50 on phones).
 */
import { useLayoutEffect } from 'react';

export const FIRST_HTML_ID = 'first-html';

/** Whether the server's snapshot is still on screen. */
export function firstHtmlShown(): boolean {
  return document.getElementById(FIRST_HTML_ID) !== null;
}

/** Removes the server's snapshot in the frame the caller paints (when `enabled`). */
export function useFirstHtmlHandOver(enabled = true): void {
  useLayoutEffect(() => {
    if (enabled) document.getElementById(FIRST_HTML_ID)?.remove();
  }, [enabled]);
}

/** Renders nothing; hands over when it mounts (placed beside the content that replaces the snapshot). */
export function FirstHtmlHandOver(): null {
  useFirstHtmlHandOver();
  return null;
}
