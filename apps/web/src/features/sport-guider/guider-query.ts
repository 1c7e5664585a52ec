/**
 * The instructor list's filters <-> the address (lib/url-state.ts), with the API's parameter names
 * (contracts SportGuiderSearchQuery): `?name=王芳&areaCode=440100&level=2&sport=1&stationId=12&pageNum=2`.
 * The visitor's position is never written to the address (it stays in the page's state): a shared
 * link must not carry where somebody is.
 */
import type { SportGuiderSearchQuery } from '@portal/contracts/sport-guider';
import {
  GUIDER_LEVELS,
  GUIDER_NAME_MAX_LENGTH,
  GUIDER_SPORTS,
  type GuiderLevel,
} from '@portal/contracts/sport-guider.codes';
import { areaCode, id, LIST_PAGING, oneOf, text, urlStateSpec, type UrlState } from '../../lib/url-state';

export const GUIDER_URL_STATE = urlStateSpec({
  name: text(GUIDER_NAME_MAX_LENGTH, { dropControls: true }),
  areaCode,
  level: oneOf(GUIDER_LEVELS),
  sport: oneOf(GUIDER_SPORTS),
  stationId: id,
  ...LIST_PAGING,
});

export type GuiderFilters = UrlState<typeof GUIDER_URL_STATE>;

/** The visitor's position, rounded to about 100 m (enough to sort stations; no more is sent). */
export interface VisitorPosition {
  lng: number;
  lat: number;
}

export function roundPosition(lng: number, lat: number): VisitorPosition {
  return { lng: Math.round(lng * 1000) / 1000, lat: Math.round(lat * 1000) / 1000 };
}

/** The API query; a name of one character is not sent (the server needs two). */
export function toGuiderSearchQuery(f: GuiderFilters, position: VisitorPosition | null): SportGuiderSearchQuery {
  const query: SportGuiderSearchQuery = { pageNum: f.pageNum, pageSize: f.pageSize };
  const name = f.name.trim();
  if ([...name].length >= 2) query.name = name;
  if (f.areaCode) query.areaCode = f.areaCode;
  if (f.level !== null) query.level = f.level as GuiderLevel;
  if (f.sport !== null) query.sport = f.sport;
  if (f.stationId !== null) query.stationId = f.stationId;
  if (position) Object.assign(query, position);
  return query;
}
