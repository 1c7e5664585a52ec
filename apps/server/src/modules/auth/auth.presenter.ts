/**
 * Accounts and sessions -> the answers of the login and token-check routes (@portal/contracts/site):
 * only the whitelisted fields leave the server (never ids, hashes or lock state).
 */
import type { AgencyLoginResult, CheckTokenResult } from '@portal/contracts/site';
import type { AccountRow } from './accounts.repository.js';

/** POST /api/data/agency/userLogin -> data: the account's user name and its new session token. */
export function presentAgencyLogin(account: Pick<AccountRow, 'user_name'>, sessionToken: string): AgencyLoginResult {
  return { userName: account.user_name, sessionToken };
}

/** GET /api/data/agency/checkToken -> data: who the live agency session belongs to (spec §4). */
export function presentCheckToken(session: CheckTokenResult): CheckTokenResult {
  return { userName: session.userName, displayName: session.displayName, organName: session.organName };
}
