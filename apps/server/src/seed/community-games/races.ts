/**
 * Races of the community games seed (table games_race): every province holds races of every games,
 * in proportion to its population (../population.ts), at real counties (../divisions.ts). The current
 * games' races cover the four statuses at the seeding day (./race-dates.ts). Ids are 1..n in
 * generation order; a race is generated with the events it holds, so its results (./results.ts) can
 * follow it.
 */
import type { Insertable } from 'kysely';
import {
  GAMES_SPORTS,
  RACE_LEVELS,
  type GamesSport,
  type RaceLevel,
  type RaceStatus,
} from '@portal/contracts/community-games.codes';
import type { GamesRaceTable } from '../../db/tables/community-games.js';
import { localitiesByProvince, shortCityName, shortProvinceName, type Locality } from '../divisions.js';
import { landline } from '../landline.js';
import { apportion, PROVINCE_POPULATION_2020 } from '../population.js';
import { seedRandom, type SeedRandom } from '../random.js';
import type { SeededGames } from './games.js';
import { CURRENT_STATUS_SHARES, currentRaceDays, pastRaceDays, raceDateColumns, type RaceDays } from './race-dates.js';
import { AGE_GROUPS, ELIGIBILITY, rulesText, SPORT_EVENTS, type EventSpec } from './sports.js';
import { isoDate } from '../venue-opening/dates.js';

/** A generated race: its row, its days and what its results need. */
export interface SeededRace {
  row: Insertable<GamesRaceTable> & { id: number };
  days: RaceDays;
  events: readonly EventSpec[];
  groups: readonly string[];
  locality: Locality;
}

const LEVEL_WEIGHTS: Readonly<Record<RaceLevel, number>> = {
  national: 1,
  province: 8,
  city: 22,
  county: 34,
  community: 35,
};
const SUFFIXES = ['比赛', '邀请赛', '联赛', '挑战赛', '公开赛'] as const;
const VENUES = ['全民健身中心', '体育中心', '文体广场', '体育公园', '全民健身活动中心', '体育馆'] as const;
const STREETS = ['城关', '新城', '东城', '西城', '南湖', '北山', '河畔', '文化', '光明', '和平'] as const;
const ROADS = ['人民路', '体育路', '建设路', '解放路', '文化路', '中山路', '健康路', '滨河路'] as const;

function organiserOf(level: RaceLevel, locality: Locality, street: string): string {
  switch (level) {
    case 'national':
      return '国家体育总局群众体育司';
    case 'province':
      return `${locality.province.name}体育局`;
    case 'city':
      return `${shortCityName(locality)}市体育局`;
    case 'county':
      return `${locality.county.name}文化体育和旅游局`;
    case 'community':
      return `${locality.county.name}${street}街道办事处`;
  }
}

function placeOf(level: RaceLevel, locality: Locality): string {
  if (level === 'national' || level === 'province') return shortProvinceName(locality.province.name);
  if (level === 'city') return shortCityName(locality);
  return locality.county.name;
}

function scheduleOf(rng: SeedRandom, days: RaceDays): string {
  const items: { date: string; time: string; item: string }[] = [];
  for (let day = days.start; day <= days.end; day += 1) {
    const date = isoDate(day);
    if (day === days.start) items.push({ date, time: '08:00-08:30', item: '检录及开幕式' });
    items.push({ date, time: rng.pick(['08:30-11:30', '09:00-12:00']), item: day === days.end ? '半决赛' : '预赛' });
    items.push({ date, time: '14:00-17:00', item: day === days.end ? '决赛及颁奖仪式' : '复赛' });
  }
  return JSON.stringify(items);
}

/** A landline of the organising office: area code and an eight-digit number (seeded, not a real line). */
function makeRace(
  rng: SeedRandom,
  id: number,
  games: SeededGames,
  locality: Locality,
  days: RaceDays,
  status: RaceStatus | 'past',
): SeededRace {
  const sport = rng.pick(GAMES_SPORTS) as GamesSport;
  const level = rng.weighted(RACE_LEVELS, (l) => LEVEL_WEIGHTS[l]);
  const street = rng.pick(STREETS);
  const allEvents = SPORT_EVENTS[sport];
  const events = rng.sample(allEvents, rng.int(1, Math.min(2, allEvents.length)));
  const groups = rng.sample(AGE_GROUPS, rng.int(1, 2));
  const capacity = rng.int(4, 80) * 10;
  const fill = status === 'registering' ? rng.between(0.15, 0.9) : rng.between(0.7, 1);
  const place = placeOf(level, locality);
  const county = locality.county;
  return {
    days,
    events,
    groups,
    locality,
    row: {
      id,
      games_id: games.id,
      name: `${games.row.year}年${place}社区运动会${sport}${rng.pick(SUFFIXES)}`,
      sport,
      level,
      province_code: locality.province.code,
      city_code: locality.city.code,
      county_code: county.code,
      venue_name: `${county.name.replace(/(区|县|市|旗)$/u, '')}${rng.pick(VENUES)}`,
      address: `${locality.province.name === locality.city.name ? '' : locality.province.name}${locality.city.name}${county === locality.city ? '' : county.name}${rng.pick(ROADS)}${rng.int(1, 399)}号`,
      lng: Math.round((county.lng + rng.between(-0.06, 0.06)) * 1e6) / 1e6,
      lat: Math.round((county.lat + rng.between(-0.05, 0.05)) * 1e6) / 1e6,
      organiser: organiserOf(level, locality, street),
      ...raceDateColumns(days),
      capacity,
      registered: Math.round(capacity * fill),
      eligibility: rng.pick(ELIGIBILITY),
      rules: rulesText(sport, events),
      contact_name: `竞赛组 ${rng.pick(['王', '李', '张', '刘', '陈', '杨', '赵', '黄'])}老师`,
      contact_phone: landline(rng, locality.city.code),
      schedule: scheduleOf(rng, days),
    },
  };
}

/**
 * Generates `total` races over `games` (the current games take 60 %, the past ones share the rest) and
 * every province (at least `perProvinceMin` races per province and games). `today` is the seeding day.
 */
export function* generateRaces(
  total: number,
  games: readonly SeededGames[],
  today: number,
  perProvinceMin: number,
): Generator<SeededRace> {
  const rng = seedRandom('community-games-races');
  const localities = localitiesByProvince();
  let id = 0;
  for (const edition of games) {
    const share = edition.current ? 0.6 : 0.4 / (games.length - 1);
    const byProvince = apportion(Math.round(total * share), PROVINCE_POPULATION_2020, perProvinceMin);
    for (const [prefix, count] of byProvince) {
      const places = localities.get(`${prefix}0000`) ?? [];
      if (places.length === 0) continue;
      for (let i = 0; i < count; i += 1) {
        const locality = rng.pick(places);
        id += 1;
        if (edition.current) {
          // Cycle the statuses first so even a tiny province holds all four, then draw by share.
          const status =
            i < CURRENT_STATUS_SHARES.length
              ? (CURRENT_STATUS_SHARES[i]?.status as RaceStatus)
              : rng.weighted(CURRENT_STATUS_SHARES, (s) => s.share).status;
          yield makeRace(rng, id, edition, locality, currentRaceDays(rng, status, today), status);
        } else {
          yield makeRace(rng, id, edition, locality, pastRaceDays(rng, edition.first, edition.last), 'past');
        }
      }
    }
  }
}
