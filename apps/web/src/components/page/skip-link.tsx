/**
 * The skip link (跳到主要内容, WCAG 2.4.1): the first tab stop of every page, shown when focused, moving
 * keyboard focus to the page's <main id="main-content"> (tabIndex -1). The link's #hash alone scrolls but
 * does not move focus in every browser, so the click handler focuses the element itself.
 */
import type { MouseEvent } from 'react';

/** The id of every page's <main> (the main layout's and the standalone pages'). */
export const MAIN_CONTENT_ID = 'main-content';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView();
}

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
      跳到主要内容
    </a>
  );
}
