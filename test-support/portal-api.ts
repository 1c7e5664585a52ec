/**
 * Minimal HTTP client for the journeys and the benchmarks to learn what the seeded server holds
 * (spec §7): the public login (form-encoded, spec §6) and GETs with the `session-id` header.
 * Every function rejects with an Error naming the path when the body's code is not 200.
 */

/** Credentials of the public-access account (config.ts defaults PUBLIC_USER_NAME / PUBLIC_PASSWORD). */
export const PUBLIC_USER_NAME = process.env.PUBLIC_USER_NAME || 'portal_public';
export const PUBLIC_PASSWORD = process.env.PUBLIC_PASSWORD || 'Public@2026';
/** Password of the seeded agency accounts (config.ts SEED_AGENCY_PASSWORD default). */
export const AGENCY_PASSWORD = process.env.SEED_AGENCY_PASSWORD || 'Agency@2026';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A page of a list endpoint (DESIGN.md "API conventions"). */
export interface Paged<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

async function readEnvelope<T>(path: string, response: Response): Promise<Envelope<T>> {
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path}: HTTP ${response.status} code ${body.code} ${body.msg}`);
  return body;
}

/** POST /api/data/user/login with the public account; resolves with the token (`data`). */
export async function publicLogin(baseUrl: string): Promise<string> {
  const path = '/api/data/user/login';
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userName: PUBLIC_USER_NAME, password: PUBLIC_PASSWORD }).toString(),
  });
  return (await readEnvelope<string>(path, response)).data;
}

/** GET `path` with `query` and the token as `session-id`; resolves with `data`. */
export async function apiGet<T>(
  baseUrl: string,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const url = `${baseUrl}${path}${search.size > 0 ? `?${search}` : ''}`;
  const response = await fetch(url, { headers: { 'session-id': token, 'device-id': 'portal-e2e' } });
  return (await readEnvelope<T>(path, response)).data;
}

/**
 * POST /api/data/agency/userLogin (spec §7: a text/plain JSON body) as a seeded agency or back-office
 * account (password AGENCY_PASSWORD); resolves with the session token for the `session-id` header.
 */
export async function agencyLogin(baseUrl: string, userName: string): Promise<string> {
  const path = '/api/data/agency/userLogin';
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ userName, password: AGENCY_PASSWORD }),
  });
  return (await readEnvelope<{ sessionToken: string }>(path, response)).data.sessionToken;
}

/** `method` `path` with `payload` as JSON and the token as `session-id`; resolves with `data`. */
export async function apiSend<T>(
  baseUrl: string,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'session-id': token, 'device-id': 'portal-e2e', 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return (await readEnvelope<T>(path, response)).data;
}
