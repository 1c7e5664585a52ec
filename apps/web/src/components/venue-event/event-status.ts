/**
 * Status of a match or training (contracts venue-event.ts EventStatus): derived by the server from the
 * dates and today's date in Asia/Shanghai. Mirrored here because the web imports only types from
 * @portal/contracts (a value import would pull TypeBox into the page chunk).
 */
import type { EventStatus } from '@portal/contracts/venue-event';

/** The statuses in display order. */
export const EVENT_STATUS_VALUES: readonly EventStatus[] = ['upcoming', 'ongoing', 'ended'];

/** Chinese names (same as contracts EVENT_STATUS_NAMES). */
export const EVENT_STATUS_NAMES: Readonly<Record<EventStatus, string>> = {
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};
