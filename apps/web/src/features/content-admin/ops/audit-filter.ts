/**
 * The audit page's filters and page as they stand in the URL (`/admin/audit?actor=cms_admin&action=
 * cms_publish&from=2026-11-01&to=2026-11-30&pageNum=2`): dates are days in Asia/Shanghai, `to` inclusive;
 * the API takes instants with `to` exclusive (contracts AuditFilter), so a day range becomes
 * [from 00:00+08:00, the day after to 00:00+08:00).
 */
import type { AuditFilter, AuditQuery } from '@portal/contracts/content-admin-ops';
import { LIST_PAGING, isoDate, text, urlStateSpec, type StateOfFields } from '../../../lib/url-state';

const FIELDS = {
  actor: text(64),
  action: text(64),
  target: text(100),
  from: isoDate(),
  to: isoDate(),
  ...LIST_PAGING,
};

export type AuditState = StateOfFields<typeof FIELDS>;

export const AUDIT_URL_STATE = urlStateSpec(FIELDS);

/** The instant a Shanghai day `date` (YYYY-MM-DD) starts, `plusDays` later. */
function dayStart(date: string, plusDays = 0): string {
  const start = new Date(`${date}T00:00:00+08:00`);
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}

/** The API filter of a state; empty fields are left out. */
export function toAuditFilter(s: AuditState): AuditFilter {
  return {
    ...(s.actor ? { actor: s.actor } : {}),
    ...(s.action ? { action: s.action } : {}),
    ...(s.target ? { target: s.target } : {}),
    ...(s.from ? { from: dayStart(s.from) } : {}),
    ...(s.to ? { to: dayStart(s.to, 1) } : {}),
  };
}

/** The API query (filter and page) of a state. */
export function toAuditQuery(s: AuditState): AuditQuery {
  return { ...toAuditFilter(s), pageNum: s.pageNum, pageSize: s.pageSize };
}
