/**
 * The header's data (tab menu, case tabs, related sites, hotline, filling systems), fetched before the
 * app's first render while the server's first HTML is on screen (./first-html.tsx). Rendered without it,
 * the header grew as each answer arrived (at 375 px the filling-system entries wrap to three rows) and
 * pushed the whole page down: layout shift (CLS) 0.11-0.13 on every page. Waiting is bounded by
 * LAYOUT_DATA_WAIT_MS; after it the app renders anyway and the header fills in as before.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fillingSystemsQuery } from '../features/auth/api';
import { caseMenuQuery, paramConfQuery, siteMenuQuery } from '../layouts/layout-api';

/** Longest wait for the header's data before the first render, in ms. */
export const LAYOUT_DATA_WAIT_MS = 2_500;

/** Resolves when the header's queries have settled (answer or error) or after `waitMs`. */
export async function prefetchLayoutData(client: QueryClient, waitMs = LAYOUT_DATA_WAIT_MS): Promise<void> {
  const all = Promise.all([
    client.prefetchQuery(siteMenuQuery),
    client.prefetchQuery(caseMenuQuery),
    client.prefetchQuery(paramConfQuery('externalLinks')),
    client.prefetchQuery(paramConfQuery('hotline')),
    client.prefetchQuery(fillingSystemsQuery),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([all, timeout]);
  clearTimeout(timer);
}
