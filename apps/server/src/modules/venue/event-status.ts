/**
 * Status of a match or training from its dates (contracts/venue-event.ts): dates are Asia/Shanghai
 * calendar days 'YYYY-MM-DD', both ends inclusive, compared with today's date in Asia/Shanghai.
 * - upcoming 未开始: start_date > today
 * - ongoing 进行中: start_date <= today <= end_date
 * - ended 已结束: end_date < today
 * The SQL filter and order in ../venue-event/venue-event.repository.ts use exactly these comparisons.
 * Base venue module: the venue event lists and the fitness map's event points both read it.
 */
import type { EventStatus } from '@portal/contracts/venue-event.codes';

/** The status of an event held from `startDate` to `endDate` (inclusive) on day `today`. */
export function eventStatus(startDate: string, endDate: string, today: string): EventStatus {
  if (endDate < today) return 'ended';
  if (startDate > today) return 'upcoming';
  return 'ongoing';
}
