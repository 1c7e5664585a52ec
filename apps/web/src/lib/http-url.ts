/** True for absolute http(s) addresses: only those are opened or assigned as window locations (spec §2, §6). */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url.trim());
}
