/**
 * Autosave of the editor (docs/decisions/content-management.md "Web editor"): `delayMs` after the form
 * first became dirty (not after every keystroke: typing without pause still saves every `delayMs`),
 * `save` runs once; it runs again only after the form is saved and changed anew. `enabled` false (a form
 * that cannot be saved yet or at all) stops it. While dirty, leaving or reloading the page asks first:
 * the browser's own beforeunload prompt for a reload, a closed tab or another site, and the app's own
 * dialog (components/leave-confirm.tsx) for a link, the menu or the back button inside the portal.
 */
import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/** The editor's autosave interval in ms. */
export const AUTOSAVE_MS = 30_000;

export function useAutosave(dirty: boolean, enabled: boolean, save: () => void, delayMs = AUTOSAVE_MS): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!dirty || !enabled) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [dirty, enabled, delayMs]);
}

/**
 * While `dirty`, leaving asks first. A reload or leaving the site: the browser's beforeunload prompt (its
 * own wording). A navigation inside the app (link, menu, back/forward) to another address: the returned
 * blocker turns `blocked` until the caller proceeds or resets it (LeaveConfirm). The editor's own
 * `replace` navigations (to the new item's address after its first save) pass: that save was the point.
 */
export function useLeaveWarning(dirty: boolean): Blocker {
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirtyNow.current &&
      historyAction !== 'REPLACE' &&
      `${currentLocation.pathname}${currentLocation.search}` !== `${nextLocation.pathname}${nextLocation.search}`,
  );
}
