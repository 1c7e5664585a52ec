/**
 * Test helpers for antd in jsdom: a do-nothing ResizeObserver (jsdom has none; antd's date picker and
 * table measure themselves with it) and a wide-screen matchMedia (antd hides `responsive` table columns
 * when no breakpoint matches).
 */
import { installMatchMedia } from './render-with-providers';

export function installResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** Make every `(min-width: …)` media query match, as on a wide desktop screen. */
export function emulateWideScreen(): void {
  installMatchMedia();
  const narrow = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: /min-width/.test(query) }) as MediaQueryList;
}
