/**
 * Snapshot positions and rows -> the API shapes of contracts/community-games.ts. Each presenter builds
 * its object field by field (no row is spread), so a new column never leaks. Statuses, figures and place
 * names are computed elsewhere and come in as arguments. Personal data: results carry the name as
 * published (surname and a masked given name) and the entrant's unit and province, nothing else; the
 * contact phone is the organising office's landline, shown like a venue's phone.
 */
import {
  GAMES_SPORTS,
  RACE_LEVELS,
  type RaceLevel,
  type RaceStatus,
  type ResultKind,
} from '@portal/contracts/community-games.codes';
import type {
  GamesCurrent,
  GamesNewsDetail,
  GamesNewsItem,
  GamesSummary,
  ProvinceStat,
  RaceDetail,
  RaceListItem,
  RaceMapCluster,
  RaceMapPoint,
  ResultEntry,
  ResultEvent,
  ScheduleItem,
} from '@portal/contracts/community-games';
import { sanitizeCached } from '../../lib/sanitize.js';
import { areaNameOf, type DivisionMap } from '../area/divisions.js';
import type { GamesRow, NewsListRow, NewsRow, RaceRow, ResultRow } from './community-games.repository.js';
import { dayStringOf } from '../../lib/shanghai-time.js';
import type { MapCell } from './race-map.js';
import type { RaceSnapshot } from './race-snapshot.js';
import type { GamesFigures, ProvinceRow } from './province-table.js';

/** The list item of snapshot position `i` with its status. */
export function presentRaceItem(s: RaceSnapshot, i: number, status: RaceStatus, divisions: DivisionMap): RaceListItem {
  return {
    id: s.id[i] as number,
    gamesId: s.gamesId[i] as number,
    name: s.name[i] as string,
    sport: GAMES_SPORTS[s.sport[i] as number] ?? '',
    level: RACE_LEVELS[s.level[i] as number] ?? 'community',
    status,
    startDate: dayStringOf(s.start[i] as number),
    endDate: dayStringOf(s.end[i] as number),
    registrationStart: dayStringOf(s.registrationStart[i] as number),
    registrationEnd: dayStringOf(s.registrationEnd[i] as number),
    provinceCode: s.provinceCode[i] as string,
    areaName: areaNameOf(divisions, s.provinceCode[i] as string, s.cityCode[i] as string, s.countyCode[i] as string),
    venueName: s.venueName[i] as string,
    capacity: s.capacity[i] as number,
    registered: s.registered[i] as number,
  };
}

/** The schedule column's JSON as items; malformed entries are dropped. */
function parseSchedule(json: string): ScheduleItem[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Record<string, unknown>) =>
    typeof item?.date === 'string' && typeof item.time === 'string' && typeof item.item === 'string'
      ? [{ date: item.date, time: item.time, item: item.item }]
      : [],
  );
}

/** The detail of race `row`. */
export function presentRaceDetail(
  row: RaceRow,
  status: RaceStatus,
  gamesName: string,
  hasResults: boolean,
  divisions: DivisionMap,
): RaceDetail {
  return {
    id: row.id,
    gamesId: row.games_id,
    name: row.name,
    sport: row.sport,
    level: row.level as RaceLevel,
    status,
    startDate: row.start_date,
    endDate: row.end_date,
    registrationStart: row.registration_start,
    registrationEnd: row.registration_end,
    provinceCode: row.province_code,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    venueName: row.venue_name,
    capacity: row.capacity,
    registered: row.registered,
    gamesName,
    organiser: row.organiser,
    address: row.address,
    lng: Number(row.lng),
    lat: Number(row.lat),
    eligibility: row.eligibility,
    rules: row.rules,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    schedule: parseSchedule(row.schedule),
    hasResults,
  };
}

const MEDALS = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;

/** Results grouped by event and group, in the order of `rows`. */
export function presentResults(rows: readonly ResultRow[], divisions: DivisionMap): ResultEvent[] {
  const events = new Map<string, ResultEvent>();
  for (const row of rows) {
    const key = `${row.event}\u0001${row.group_name}`;
    let event = events.get(key);
    if (!event) {
      event = { event: row.event, group: row.group_name, kind: row.kind as ResultKind, results: [] };
      events.set(key, event);
    }
    const entry: ResultEntry = {
      rank: row.rank,
      name: row.name,
      team: row.team,
      provinceName: divisions.get(row.province_code)?.name ?? '',
      score: row.score_text,
      medal: MEDALS[row.rank as 1 | 2 | 3] ?? null,
    };
    event.results.push(entry);
  }
  return [...events.values()];
}

export function presentGamesSummary(row: GamesRow): GamesSummary {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    startDate: row.start_date,
    endDate: row.end_date,
    slogan: row.slogan,
  };
}

export function presentGamesCurrent(row: GamesRow, figures: GamesFigures, editions: readonly GamesRow[]): GamesCurrent {
  return {
    ...presentGamesSummary(row),
    races: figures.races,
    participants: figures.participants,
    provinces: figures.provinces,
    statusCounts: { ...figures.statusCounts },
    editions: editions.map(presentGamesSummary),
  };
}

export function presentProvinceStat(row: ProvinceRow, divisions: DivisionMap): ProvinceStat {
  return {
    provinceCode: row.provinceCode,
    provinceName: divisions.get(row.provinceCode)?.name ?? row.provinceCode,
    races: row.races,
    finished: row.finished,
    participants: row.participants,
    gold: row.gold,
    silver: row.silver,
    bronze: row.bronze,
    rank: row.rank,
  };
}

export function presentMapCluster(cell: MapCell): RaceMapCluster {
  return { lng: cell.lng, lat: cell.lat, count: cell.count, expansionZoom: cell.expansionZoom };
}

export function presentMapPoint(s: RaceSnapshot, i: number, status: RaceStatus): RaceMapPoint {
  return {
    id: s.id[i] as number,
    name: s.name[i] as string,
    sport: GAMES_SPORTS[s.sport[i] as number] ?? '',
    status,
    startDate: dayStringOf(s.start[i] as number),
    lng: s.lng[i] as number,
    lat: s.lat[i] as number,
  };
}

export function presentNewsItem(row: NewsListRow): GamesNewsItem {
  return { id: row.id, title: row.title, summary: row.summary, source: row.source, publishTime: row.publish_time };
}

export function presentNewsDetail(row: NewsRow): GamesNewsDetail {
  return { ...presentNewsItem(row), contentHtml: sanitizeCached(`games_news:${row.id}`, row.content_html) };
}
