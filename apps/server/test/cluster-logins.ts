/**
 * Logins for the several-instance tests (two-instances, redis-outage): agency logins from a chosen client
 * address, so each run and each rate-limit check has its own budget.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PortalApp } from '../src/types.js';

/**
 * A fresh client address (10.x.y.z): with Redis the rate-limit counters outlive a test (one minute), so a
 * fixed address would carry one run's logins into the next.
 */
export const randomClientAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** POST /api/data/agency/userLogin on `app` from `remoteAddress` (spec §7's text/plain JSON body). */
export function agencyLoginFrom(
  app: PortalApp,
  remoteAddress: string,
  userName: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/data/agency/userLogin',
    remoteAddress,
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ userName, password }),
  });
}

/** The session token of a successful agency login (throws with the body otherwise). */
export function sessionTokenOf(res: LightMyRequestResponse): string {
  if (res.statusCode !== 200) throw new Error(`agency login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { sessionToken: string } }>().data.sessionToken;
}
