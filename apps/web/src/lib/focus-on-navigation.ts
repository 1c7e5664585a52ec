/**
 * Focus after an in-app navigation (WCAG 2.4.3; issue "Public experience for everyone" §3): a single-page
 * app does not reload, so without help keyboard focus stays on the clicked link (or falls to <body>) and a
 * screen reader says nothing about the new page. `focusPageHeading` moves focus to the new page's <h1>
 * (made focusable with tabIndex -1, not scrolled to: the router's scroll restoration decides the scroll), so
 * its title is read out. Lazy pages and antd's provider may render the h1 a moment later: it waits for one to
 * appear (MutationObserver) for up to `timeoutMs`, and gives up as soon as the visitor clicks or presses a
 * key meanwhile (their own focus wins). Returns a function that stops waiting.
 *
 * The h1 searched: the one inside <main>, else the first of the document.
 */
const DEFAULT_TIMEOUT_MS = 10_000;

function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/** Focuses the page's h1 now or once it appears; the returned function cancels the wait. */
export function focusPageHeading(doc: Document = document, timeoutMs = DEFAULT_TIMEOUT_MS): () => void {
  const tryFocus = (): boolean => {
    const heading = pageHeading(doc);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return doc.activeElement === heading;
  };
  if (tryFocus()) return () => undefined;

  const view = doc.defaultView ?? window;
  const observer = new view.MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = view.setTimeout(stop, timeoutMs);
  function stop(): void {
    observer.disconnect();
    view.clearTimeout(timer);
    doc.removeEventListener('pointerdown', stop, true);
    doc.removeEventListener('keydown', stop, true);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('pointerdown', stop, true);
  doc.addEventListener('keydown', stop, true);
  return stop;
}
