/**
 * State of /passengerflow kept in the URL (shareable, back/forward): `?date=YYYY-MM-DD&organId=&pageNum=`.
 * Days are Beijing days (spec §9). Without a date the page opens on `defaultDate`: the latest day with
 * flow (GET /api/data/passengerFlow/latestDate), else today in Asia/Shanghai; the default is left out of the
 * URL, and a malformed or future date falls back to it.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { PORTAL_TIME_ZONE } from '../../lib/format-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Ranking rows per page. */
export const RANKING_PAGE_SIZE = 10;
const MAX_PAGE_NUM = 100_000;

export interface FlowPageState {
  /** 'YYYY-MM-DD' (Beijing day). */
  date: string;
  /** The venue whose hourly chart shows; null: none chosen (the page shows the day's top venue). */
  organId: number | null;
  /** Ranking page, from 1. */
  pageNum: number;
}

/** Today's date in Asia/Shanghai, 'YYYY-MM-DD'. */
export function shanghaiToday(now: Date = new Date()): string {
  return dayjs(now).tz(PORTAL_TIME_ZONE).format('YYYY-MM-DD');
}

/** True for a real calendar date 'YYYY-MM-DD'. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = dayjs(text);
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === text;
}

function positiveInteger(raw: string | null, max: number): number | null {
  const text = (raw ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/** Page state from the URL; `today` bounds the date, `defaultDate` (<= today) stands in for a missing or bad one. */
export function parseFlowState(params: URLSearchParams, today: string, defaultDate: string = today): FlowPageState {
  const date = (params.get('date') ?? '').trim();
  return {
    // ISO dates compare as text.
    date: isCalendarDate(date) && date <= today ? date : defaultDate,
    organId: positiveInteger(params.get('organId'), 2147483647),
    pageNum: positiveInteger(params.get('pageNum'), MAX_PAGE_NUM) ?? 1,
  };
}

/**
 * The URL of a state; the date is left out when it is `defaultDate` (null: always written, for a date the
 * visitor chose or a link carried, so the link keeps showing that day after the default moves on).
 */
export function toFlowSearchParams(state: FlowPageState, defaultDate: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (state.date !== defaultDate) params.set('date', state.date);
  if (state.organId !== null) params.set('organId', String(state.organId));
  if (state.pageNum !== 1) params.set('pageNum', String(state.pageNum));
  return params;
}

/** The calendar day before 'YYYY-MM-DD'. */
export function previousDay(date: string): string {
  return dayjs(date).subtract(1, 'day').format('YYYY-MM-DD');
}

/** The hour slot starting at `hour`: 8 -> '08:00–09:00', 23 -> '23:00–24:00'. */
export function hourSlotLabel(hour: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour)}:00–${pad(hour + 1)}:00`;
}
