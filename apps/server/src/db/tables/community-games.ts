/**
 * Kysely table types of the community sports games (全民健身社区运动会, /qmsports): the games (one per
 * edition), their races, the races' results and the section's news. Composed into the Database
 * interface of ../database.ts, which states the column conventions. Dates are Asia/Shanghai days
 * ('YYYY-MM-DD'), times ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';

export interface GamesTable {
  id: Generated<number>;
  name: string; // e.g. '2026年全民健身社区运动会'
  year: number;
  start_date: string;
  end_date: string; // >= start_date
  slogan: string;
}

export interface GamesRaceTable {
  id: Generated<number>;
  games_id: number;
  name: string;
  sport: string; // one of GAMES_SPORTS (contracts community-games.codes.ts)
  level: string; // one of RACE_LEVELS
  province_code: string;
  city_code: string;
  county_code: string;
  venue_name: string;
  address: string;
  lng: number; // the venue, degrees WGS-84
  lat: number;
  organiser: string;
  start_date: string;
  end_date: string; // >= start_date
  registration_start: string;
  registration_end: string; // >= registration_start, < start_date
  capacity: number; // places (people)
  registered: number; // people registered, <= capacity
  eligibility: string;
  rules: string;
  contact_name: string; // an office, e.g. '竞赛组 王老师'
  contact_phone: string; // the organising office's landline
  schedule: string; // JSON [{ date, time, item }]
}

export interface GamesResultTable {
  id: Generated<number>;
  race_id: number;
  event: string; // 小项, e.g. '男子 100 米'
  group_name: string; // 组别, e.g. '中年组'
  kind: string; // 'individual' | 'team'
  rank: number; // 1..n within (race, event, group); equal scores share a rank
  name: string; // individual: the surname + masked given name as published; team: the team's name
  team: string; // the unit (community, street, club) the entrant represents
  province_code: string; // the entrant's province (medal tables count by it)
  score_value: number; // the comparable value: seconds, metres, points or counts
  score_text: string; // as shown, with unit
}

export interface GamesNewsTable {
  id: Generated<number>;
  games_id: number;
  title: string;
  summary: string;
  source: string;
  publish_time: string;
  content_html: string;
}
