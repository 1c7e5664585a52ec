/**
 * Navigation that never throws (spec §2: "Errors from route pushes are swallowed").
 * Every navigate call the app makes in event handlers (menus, breadcrumb, links built in code) goes through
 * safeNavigate(navigate, to, options): a synchronous throw or a rejected promise from react-router's
 * navigate (e.g. an aborted or superseded navigation) is swallowed, logged only in development.
 */
import type { NavigateFunction, NavigateOptions, To } from 'react-router';

function swallow(error: unknown): void {
  if (import.meta.env.DEV) console.warn('导航被取消或失败（已忽略）', error);
}

/** Calls `navigate(to, options)` (or `navigate(delta)` for a number) and swallows any error. */
export function safeNavigate(navigate: NavigateFunction, to: To | number, options?: NavigateOptions): void {
  try {
    const result = typeof to === 'number' ? navigate(to) : navigate(to, options);
    if (result instanceof Promise) result.catch(swallow);
  } catch (error) {
    swallow(error);
  }
}
