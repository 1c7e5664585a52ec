/**
 * The headers a browser sends with the portal's API calls, for every benchmark request (the project's
 * standard: "measure as a browser asks"). Chromium and Firefox send
 * `accept-encoding: gzip, deflate, br, zstd`, so a figure measured without it leaves out the cost of
 * compressing the answer. `apiHeaders(token)` adds the spec §7 session-id and fixed device-id headers.
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'zh-CN,zh;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
});

/** Browser headers plus the portal's session headers (spec §7: session-id, device-id `web`). */
export function apiHeaders(token: string): Record<string, string> {
  return { ...BROWSER_HEADERS, 'session-id': token, 'device-id': 'web' };
}
