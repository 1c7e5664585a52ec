/**
 * State of /passengerflow kept in the URL (shareable, back/forward): `?date=YYYY-MM-DD&organId=&pageNum=`.
 * Days are Beijing days (spec §9). Without a date the page opens on `defaultDate`: the latest day with
 * flow (GET /api/data/passengerFlow/latestDate), else today in Asia/Shanghai; the default is left out of the
 * URL, and a malformed or future date falls back to it. Read and written by lib/url-state.ts.
 */
import dayjs from 'dayjs';
import { inShanghai } from '../../lib/format-date';
import { int, isoDate, pageNum, urlStateSpec, type UrlStateSpec } from '../../lib/url-state';

/** Ranking rows per page. */
export const RANKING_PAGE_SIZE = 10;

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
  return inShanghai(now).format('YYYY-MM-DD');
}

/**
 * The page's URL state for `today` (the latest day one may ask for) and `defaultDate` (<= today), which
 * stands in for a missing or bad date. The date is left out when it is the default, unless the visitor
 * chose it or a link carried it (sticky): the link keeps showing that day after the default moves on.
 * Picking a venue keeps the ranking's page (keepPage); a new date returns to page 1. Memoise it.
 */
export function flowUrlState(today: string, defaultDate: string = today): UrlStateSpec<FlowPageState> {
  return urlStateSpec(
    {
      date: isoDate({ max: today, default: defaultDate }),
      organId: int({ min: 1, max: 2_147_483_647, default: null }),
      pageNum,
    },
    { keepPage: ['organId'], sticky: ['date'] },
  );
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
