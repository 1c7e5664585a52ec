/**
 * Agency account calls (spec §6 "Roles and permissions", §7 "Session and account"):
 * - POST /api/data/agency/userLogin: text/plain body holding JSON {userName, password}, NO session
 *   header -> data {userName, sessionToken};
 * - GET /api/data/agency/logout?token=: the token also as `session-id`; the answer is only logged;
 * - GET /api/data/agency/checkToken: the stored user's session token as `session-id`; code 401 = the
 *   session is over (HTTP 401 -> the http client rejects with the body);
 * - GET /api/data/agency/singleSignonUrl?appId=&token=: the token also as `session-id` -> data {url};
 * - GET /api/data/paramConf/fillingSystems: the five external systems and their register pages.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from '@portal/contracts/envelope';
import type { AgencyLoginResult, FillingSystem, SsoUrlResult } from '@portal/contracts/site';
import { getData } from '../../lib/api-data';
import { apiGet, apiPost, isApiEnvelope } from '../../lib/http-client';
import { isHttpUrl } from '../../lib/http-url';

/** Log in an agency user. Resolves with the whole body (code 200 = success); rejects like apiPost. */
export function agencyLogin(userName: string, password: string): Promise<ApiEnvelope<AgencyLoginResult>> {
  return apiPost<AgencyLoginResult>('/api/data/agency/userLogin', JSON.stringify({ userName, password }), {
    noSession: true,
    contentType: 'text',
  });
}

/** End the agency session `token` on the server. Resolves with the body; rejects like apiGet. */
export function agencyLogout(token: string): Promise<ApiEnvelope<null>> {
  return apiGet<null>('/api/data/agency/logout', { token }, { sessionToken: token });
}

/** Result of a session check: the session is alive, or over (code 401). */
export type SessionStatus = 'valid' | 'expired';

/**
 * Check the agency session `sessionToken`. Resolves 'expired' when the answer carries code 401 (on a
 * 2xx or on the HTTP error path), 'valid' on code 200. Any other failure (network, 5xx) rejects, so a
 * passing outage never logs the user out.
 */
export async function checkAgencySession(sessionToken: string): Promise<SessionStatus> {
  try {
    const body = await apiGet<unknown>('/api/data/agency/checkToken', undefined, { sessionToken });
    if (body.code === 401) return 'expired';
    if (body.code === 200) return 'valid';
    throw body;
  } catch (error) {
    if (isApiEnvelope(error) && error.code === 401) return 'expired';
    throw error;
  }
}

/** Ask for a single-sign-on address for `appId` (spec §6). Resolves with the body; rejects like apiGet. */
export function fetchSingleSignonUrl(appId: string, token: string): Promise<ApiEnvelope<SsoUrlResult>> {
  return apiGet<SsoUrlResult>('/api/data/agency/singleSignonUrl', { appId, token }, { sessionToken: token });
}

/** appId of the low/free venue filling system, whose register page is the portal's 免费注册 (spec §6). */
export const REGISTER_APP_ID = 'app_sync_js365';

/**
 * GET /api/data/paramConf/fillingSystems -> the five filling systems {appId, name, url, registerUrl}
 * (spec §6 table). Used by the header entries and the register links; fresh for 10 minutes.
 */
export const fillingSystemsQuery = queryOptions({
  queryKey: ['layout', 'paramConf', 'fillingSystems'] as const,
  queryFn: async () => {
    const data = await getData<FillingSystem[] | null>('/api/data/paramConf/fillingSystems');
    return Array.isArray(data) ? data : [];
  },
  staleTime: 10 * 60 * 1000,
});

/** The register page of the low/free venue filling system, or undefined while unknown. */
export function registerUrlOf(systems: readonly FillingSystem[] | undefined): string | undefined {
  const url = systems?.find((s) => s.appId === REGISTER_APP_ID)?.registerUrl;
  return url && isHttpUrl(url) ? url : undefined;
}
