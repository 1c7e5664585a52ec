/**
 * A JSON request in an API test (app.inject) as one signed-in account: its session token in `session-id`,
 * the payload (when given) as JSON. Resolves with the HTTP status and the parsed envelope. The back-office
 * suites use it for every step, each step acting as another role (docs/decisions/content-management.md "Tests").
 */
import type { Envelope } from '../../../test-support/portal-api.js';
import type { PortalApp } from '../src/types.js';

export type JsonMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function jsonCall<T>(
  app: PortalApp,
  token: string,
  method: JsonMethod,
  url: string,
  payload?: object,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({
    method,
    url,
    headers: { 'session-id': token, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}
