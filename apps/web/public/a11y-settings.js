/*
 * Elder and accessible mode settings applied before the first paint (no flash, no layout shift): the same
 * <html> attributes as apps/web/src/lib/a11y-settings.ts applyA11ySettings, from the same localStorage key.
 * A classic script file in <head>, because the CSP allows scripts from 'self' only (no inline script).
 */
(function () {
  try {
    var stored = JSON.parse(window.localStorage.getItem('a11ySettings') || 'null');
    if (!stored || typeof stored !== 'object') return;
    var root = document.documentElement;
    if (stored.textScale === 125 || stored.textScale === 150 || stored.textScale === 200) {
      root.setAttribute('data-text-scale', String(stored.textScale));
    }
    if (stored.highContrast === true) root.setAttribute('data-contrast', 'high');
    if (stored.largeCursor === true) root.setAttribute('data-cursor', 'large');
  } catch (error) {
    // No storage or an unreadable value: the defaults apply; the app's own code reads it again.
  }
})();
