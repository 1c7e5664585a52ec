/**
 * The deepest matched route's handle (W1 router: `handle: { title, name }`, routes.ts RouteHandle), for
 * the breadcrumb (title levels; hidden on 'main' and 'blank') and the main layout (the home page,
 * name 'main', renders without antd).
 */
import { useMatches } from 'react-router';

export interface RouteHandleLike {
  title?: string;
  name?: string;
}

/** The handle of the deepest matched route that has a title; {} when none has. */
export function useCurrentHandle(): RouteHandleLike {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandleLike | undefined;
    if (handle?.title) return handle;
  }
  return {};
}
