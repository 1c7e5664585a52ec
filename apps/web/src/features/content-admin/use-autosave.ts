/**
 * Autosave of the editor (docs/decisions/content-management.md "Web editor"): `delayMs` after the form
 * first became dirty (not after every keystroke: typing without pause still saves every `delayMs`),
 * `save` runs once; it runs again only after the form is saved and changed anew. `enabled` false (a form
 * that cannot be saved yet or at all) stops it. While dirty, leaving or reloading the page asks first
 * (the browser's own beforeunload prompt).
 */
import { useEffect, useRef } from 'react';

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

/** While `dirty`, the browser asks before the page is left or reloaded (its own wording). */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
