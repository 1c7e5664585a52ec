/**
 * Codes of the review of venues' yearly figures before they become public (审核; docs/decisions/data-exchange.md
 * "Review before public (审核)"), shared by the server and the back-office page /admin/exchange/review (no schema
 * library: the web bundle imports this file).
 */

export const VENUE_YEAR_REVIEW_API = '/api/admin/exchange/venueYearReviews';
/** Longest return reason (characters). */
export const RETURN_REASON_MAX = 500;

/** The reviewed figures of a venue's year, in the order shown, with their Chinese labels and units. */
export const VENUE_YEAR_FIGURES = [
  { field: 'openDays', label: '全年开放天数', unit: '天' },
  { field: 'weeklyOpenHours', label: '每周开放时长', unit: '小时' },
  { field: 'freeOpenHours', label: '全年免费开放时长', unit: '小时' },
  { field: 'minRestDayHours', label: '节假日及寒暑假每日最短开放时长', unit: '小时' },
  { field: 'outdoorFreeHours', label: '室外场地每日免费开放时长', unit: '小时' },
  { field: 'visitorsTotal', label: '全年接待人次', unit: '人次' },
  { field: 'visitorsByMonth', label: '1-12 月接待人次', unit: '人次' },
  { field: 'eventsHeld', label: '举办赛事活动次数', unit: '次' },
  { field: 'trainingsHeld', label: '举办培训次数', unit: '次' },
  { field: 'subsidyAmount', label: '补助资金', unit: '元' },
] as const;
export type VenueYearFigureField = (typeof VENUE_YEAR_FIGURES)[number]['field'];
