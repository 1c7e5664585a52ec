/**
 * Test helper: a do-nothing ResizeObserver for jsdom, which has none; antd's date picker and table
 * measure themselves with it. No effect where the browser has one.
 */
export function installResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
