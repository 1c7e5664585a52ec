/**
 * The name the page shows in its h1, for the document title (docs/decisions/public-experience.md §3: tabs, bookmarks, history and
 * screen readers got the generic 新闻详情 while the server's first HTML named the article).
 *
 * The components that render a page's h1 (PageTitle, the article, event, project and race views, the
 * not-found state) call `usePageName(text)` with the h1's text; the root route (app/root-route.tsx) reads
 * `useShownPageName()` and writes `${name} - 全民健身场馆信息服务平台` into document.title, falling back to the
 * route's catalogue title while no h1 has named the page (loading, or an h1 that is not plain text).
 *
 * A small external store (useSyncExternalStore) rather than a context: the h1 sits deep below the root
 * route, and effects run child-first, so the page's name must outlive the render order. The latest
 * mounted name wins; unmounting clears it when it is still the one shown.
 */
import { useEffect, useSyncExternalStore } from 'react';

let shown: string | null = null;
const listeners = new Set<() => void>();

function setShown(name: string | null): void {
  if (shown === name) return;
  shown = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the page after its h1 text while the calling component is mounted; blank text names nothing. */
export function usePageName(name: string | null | undefined): void {
  const trimmed = name?.trim() || null;
  useEffect(() => {
    if (!trimmed) return;
    setShown(trimmed);
    return () => {
      if (shown === trimmed) setShown(null);
    };
  }, [trimmed]);
}

/** The name the page's h1 shows now, or null (no h1 has named the page yet). */
export function useShownPageName(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
