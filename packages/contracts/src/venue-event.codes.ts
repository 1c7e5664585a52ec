/**
 * Codes of matches and trainings (spec §7 venue events): the status the server derives from an event's
 * dates and today's date (Asia/Shanghai) — upcoming 未开始, ongoing 进行中, ended 已结束 — in display order.
 * Plain values, no TypeBox: the web imports this file at run time and venue-event.ts builds the schemas
 * from it (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

export const EVENT_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_NAMES: Readonly<Record<EventStatus, string>> = {
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};
