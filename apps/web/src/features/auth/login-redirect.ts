/**
 * Where the login page sends the user afterwards (`?redirect=`): the page they came from, or home.
 * Only in-site paths are accepted — a value like '//evil.example' or 'https://…' would turn the login
 * page into an open redirect — and never the login page itself.
 */
import { catalogue } from '@portal/contracts/pages.codes';

const LOGIN_PATH = catalogue.login.path;
const HOME = catalogue.home.href();

/** `raw` when it is a safe in-site path (starts with one '/', no backslash or control characters), else home. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return HOME;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(raw)) return HOME;
  const pathname = raw.split(/[?#]/)[0]!;
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return HOME;
  return raw;
}

/** The login page address that brings the user back to `from` (path + query) afterwards. */
export function loginPathFor(from: string): string {
  const target = safeRedirect(from);
  return catalogue.login.href({ redirect: target === HOME ? undefined : target });
}
