/**
 * The record id of a detail page's query (`?id=` or `?case_id=`, spec §2/§7): a positive 32-bit
 * integer written in plain digits (lib/url-state `id`). Anything else (missing, '0', '-1', '1e3', 'abc')
 * gives null and the page shows its not-found message without calling the server.
 */
import { id } from '../../lib/url-state';

export function parseId(raw: string | null | undefined): number | null {
  return id.parse(raw ?? null);
}
