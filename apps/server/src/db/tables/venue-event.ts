/**
 * Kysely table types. Matches (赛事活动) and trainings (培训) held at venues.
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** Columns shared by matches (赛事活动) and trainings (培训) held at venues; dates are Asia/Shanghai days. */
interface VenueEventColumns {
  id: Generated<number>;
  organ_id: number;
  name: string;
  sport: string;
  organiser: string;
  start_date: string; // 'YYYY-MM-DD'
  end_date: string; // 'YYYY-MM-DD', >= start_date
  description_html: string;
  created_at: string;
}

export interface VenueMatchTable extends VenueEventColumns {
  level: string; // 国家级 / 省级 / 市级 / 县级 / 社区级
  participants: number; // expected participants
}

export interface VenueTrainingTable extends VenueEventColumns {
  target: string; // who it is for, e.g. '青少年', '老年人'
  capacity: number;
  fee: number; // yuan per person, 0 = free
}
