/**
 * The race filters as they stand in the address, with the API's own parameter names (contracts
 * RaceFilters): `?areaCode=330100&sport=羽毛球&status=registering&level=community&keyword=社区
 * &startDate=2026-12-01&endDate=2026-12-31`. The query page adds paging, the calendar its month and day,
 * the map nothing (its view is the map's own). Invalid values are dropped (lib/url-state.ts).
 */
import { GAMES_SPORTS, MONTH_PATTERN, RACE_LEVELS, RACE_STATUSES } from '@portal/contracts/community-games.codes';
import {
  areaCode,
  id,
  isoDate,
  LIST_PAGING,
  oneOf,
  text,
  urlStateSpec,
  type Codec,
  type StateOfFields,
} from '../../lib/url-state';

/** contracts RaceFilters keyword: at most 30 characters. */
export const RACE_KEYWORD_MAX = 30;

export const RACE_FILTER_FIELDS = {
  gamesId: id,
  areaCode,
  sport: oneOf(GAMES_SPORTS),
  status: oneOf(RACE_STATUSES),
  level: oneOf(RACE_LEVELS),
  keyword: text(RACE_KEYWORD_MAX, { dropControls: true }),
  startDate: isoDate(),
  endDate: isoDate(),
};

/** The filters ('' or null = all); getData and axios leave them out of the request. */
export type RaceApiFilters = StateOfFields<typeof RACE_FILTER_FIELDS>;

export const EMPTY_RACE_FILTERS: RaceApiFilters = {
  gamesId: null,
  areaCode: '',
  sport: '',
  status: '',
  level: '',
  keyword: '',
  startDate: '',
  endDate: '',
};

/** An end date before the start date is dropped (the server would answer 400 naming endDate). */
function normalise<S extends RaceApiFilters>(state: S): S {
  return state.startDate && state.endDate && state.endDate < state.startDate ? { ...state, endDate: '' } : state;
}

/** The query page: filters and paging. */
export const RACE_QUERY_STATE = urlStateSpec({ ...RACE_FILTER_FIELDS, ...LIST_PAGING }, { normalise });
/** The map page: filters only. */
export const RACE_MAP_STATE = urlStateSpec(RACE_FILTER_FIELDS, { normalise });

/** Only the filter fields of a page's state (what the API and the other pages take). */
export function pickFilters(state: RaceApiFilters): RaceApiFilters {
  return Object.fromEntries(
    Object.keys(RACE_FILTER_FIELDS).map((key) => [key, state[key as keyof RaceApiFilters]]),
  ) as RaceApiFilters;
}

/** The filters as a catalogue href query (empty values left out). */
export function filtersQuery(state: RaceApiFilters): Partial<RaceApiFilters> {
  return Object.fromEntries(
    Object.entries(pickFilters(state)).filter(([, value]) => value !== '' && value !== null),
  ) as Partial<RaceApiFilters>;
}

const MONTH = new RegExp(MONTH_PATTERN);

/** A month 'YYYY-MM' (contracts MONTH_PATTERN), or '' (the page's current month). */
export const month: Codec<string> = {
  default: '',
  parse: (raw) => {
    const text = (raw ?? '').trim();
    return MONTH.test(text) ? text : '';
  },
  write: (value) => value,
};

/** The calendar page: month, the chosen day, the filters (no date range: the month is the range) and the day list's page. */
export const RACE_CALENDAR_STATE = urlStateSpec({ month, day: isoDate(), ...RACE_FILTER_FIELDS, ...LIST_PAGING });
