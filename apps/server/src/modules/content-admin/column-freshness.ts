/**
 * A column's freshness (docs/decisions/content-management.md "Columns and freshness"): from its last
 * publication, its published count and its cadence (days), on the app clock. The limit is the column's
 * cadence (the inspection indicators of 国办秘函〔2019〕19号 give each kind of column its own: 动态/要闻 two
 * weeks, 通知公告/政策文件 six months; an empty column fails whatever its kind): `empty` nothing published,
 * `red` older than the limit, `amber` in the limit's last quarter (due soon), else `green`.
 */
import type { ColumnState } from '@portal/contracts/content-admin-ops.codes';

const DAY_MS = 86_400_000;

export interface Freshness {
  state: ColumnState;
  /** When the column must be updated next (the limit after its last publication); null when empty. */
  dueAt: Date | null;
}

/** The freshness of a column last published at `last` (null: never) with `count` items, at `now`. */
export function columnFreshness(last: Date | null, count: number, cadenceDays: number, now: Date): Freshness {
  if (count === 0 || last === null) return { state: 'empty', dueAt: null };
  const limitMs = cadenceDays * DAY_MS;
  const dueAt = new Date(last.getTime() + limitMs);
  const age = now.getTime() - last.getTime();
  if (age > limitMs) return { state: 'red', dueAt };
  if (age > limitMs * 0.75) return { state: 'amber', dueAt };
  return { state: 'green', dueAt };
}
