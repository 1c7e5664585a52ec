/**
 * Kysely table types. The free/low-fee opening programme: venues' yearly figures, evaluations, and the sports authorities that fill them in.
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/**
 * A venue's yearly open data as filled in for the free/low-fee programme (one row per venue and year).
 * visitors_by_month: JSON array of 12 integers (Jan..Dec). Hours are hours; subsidy_amount is yuan.
 * min_rest_day_hours: the shortest opening on rest days, holidays and school vacations (rule >= 8 h);
 * outdoor_free_hours: daily free hours of outdoor areas (rule >= 12 h), null when there are none.
 */
export interface VenueYearStatTable {
  organ_id: number;
  year: number;
  open_days: number;
  weekly_open_hours: number;
  free_open_hours: number;
  min_rest_day_hours: number;
  outdoor_free_hours: number | null;
  visitors_total: number;
  visitors_by_month: string;
  events_held: number;
  trainings_held: number;
  subsidy_amount: number;
  filled_at: string; // ISO UTC
  /**
   * ISO UTC: when a reviewer approved these figures (migration 0035, docs/decisions/data-exchange.md "Review
   * before public (审核)"); null for rows published by their authority year's 已审核 (seeded, filled in before).
   */
  audited_at: string | null;
}

/**
 * The latest pushed or imported figures of a venue's year, awaiting review or reviewed (migration 0035;
 * docs/decisions/data-exchange.md "Review before public (审核)"). One row per (organ_id, year), replaced with
 * a new id by every accepted change. figures: JSON of the venue_year_stat columns (VenueYearFigures), null
 * for a deletion. status: '已填报' (awaiting review) | '已审核' | '退回修改' (return_reason set).
 */
export interface VenueYearSubmissionTable {
  id: Generated<number>;
  organ_id: number;
  year: number;
  source_system: string;
  source_id: string;
  figures: string | null;
  status: string;
  submitted_at: string; // ISO UTC
  reviewed_at: string | null; // ISO UTC
  reviewer: string | null; // the reviewer's unit (or user name)
  return_reason: string | null;
}

/** A sports authority (体育行政部门) that fills in the programme's yearly data for its division. */
export interface SportsAuthorityTable {
  organ_id: Generated<number>;
  name: string; // e.g. '浙江省体育局'
  division_code: string;
  level: number; // 1 province, 2 city, 3 county (as the division)
}

/** A sports authority's filled-in data for a year (GET /api/data/sportsAuthority/{organId}/{year}). */
export interface SportsAuthorityYearTable {
  organ_id: number;
  year: number;
  venue_count: number; // programme venues in its division
  large_venue_count: number;
  subsidy_total: number; // yuan
  visitors_total: number;
  events_total: number;
  status: string; // '已填报' | '已审核' | '退回修改'
  filled_at: string; // ISO UTC: when it was last filled in (已填报)
  /** ISO UTC: when it reached 已审核 (migration 0030); null while not audited or when the time was not kept. */
  audited_at: string | null;
}

/** Comprehensive evaluation of a venue's free/low-fee opening for a year (综合评价). */
export interface VenueEvaluationTable {
  organ_id: number;
  year: number;
  score: number; // 0..100, one decimal
  grade: string; // 优秀 / 良好 / 合格 / 不合格
  province_rank: number; // 1 = best within the province that year
}
