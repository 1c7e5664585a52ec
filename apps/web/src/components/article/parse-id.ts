/**
 * The record id of a detail page's query (`?id=` or `?case_id=`, spec §2/§7): a positive 32-bit
 * integer written in plain digits. Anything else (missing, '0', '-1', '1e3', 'abc') gives null and the
 * page shows its not-found message without calling the server.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
