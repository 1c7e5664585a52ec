/**
 * Whether the header is drawn compact (docs/decisions/public-experience.md §1: on a phone in elder mode the first screen was all
 * header): below 768 px, or with the site's text scaled (长者模式 / 无障碍 text 125-200 %,
 * lib/a11y-settings sets `data-text-scale` on <html>). Compact: the top bar keeps the account links and the
 * elder/accessible toolbar (clock, related sites and hotline leave: the hotline is in the footer), the brand
 * and 机构入口 share one row, the search its own, then the 菜单 bar (site-header.css `.site-header--compact`).
 *
 * Read synchronously on the first render (no jump after start) and kept current through the media query's
 * change event and a MutationObserver on <html>'s attributes.
 */
import { useSyncExternalStore } from 'react';

/** Below this width the header is compact (the 菜单 bar's breakpoint, tab-menu.css). */
const COMPACT_QUERY = '(max-width: 767px)';

function isCompact(): boolean {
  return window.matchMedia(COMPACT_QUERY).matches || document.documentElement.hasAttribute('data-text-scale');
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(COMPACT_QUERY);
  media.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-text-scale'] });
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

export function useCompactHeader(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
