/**
 * Assembles the venue detail answers (spec §7) from the repository, the open-now engine
 * (modules/venue-status: computeOpenStatus, presentSchedule, assessCompliance, loaders) and the venue
 * presenter (modules/venue-search):
 *
 * - requireVenue: the venue row, or 404 — '场馆不存在或已删除'; '大型场馆不存在或已删除' when the caller
 *   asks for a large venue and it is unknown or small; '场馆类型不符…' when `organType` differs;
 * - loadProfile: VenueProfile at instant `at` (status, schedule, closures not yet over, prices); the
 *   `venue` of a year detail and, alone, GET /api/data/venue/profile/{organId} (no year needed);
 * - loadYearDetail: VenueYearDetail of `year` (404 '该场馆 2019 年度暂无开放数据' without data);
 * - loadOpenDetails: VenueOpenDetails of `year` (status at `at`, schedule, the closures starting in that
 *   year in Asia/Shanghai, the year's compliance); same 404s.
 */
import type { Kysely } from 'kysely';
import type { VenueOpenDetails, VenueProfile, VenueYearDetail } from '@portal/contracts/venue';
import { ORGAN_TYPE_NAMES, type OrganType } from '@portal/contracts/venue.codes';
import type { Database } from '../../db/database.js';
import { dataSourceOf } from '../../db/exchange-provenance.js';
import { findVenueYearStat } from '../../db/venue-year-stat.js';
import { ApiError, notFound } from '../../lib/api-error.js';
import { loadDivisions } from '../area/divisions.js';
import { presentVenueBasic } from '../venue/venue.presenter.js';
import { assessCompliance, complianceVenueOf } from '../venue-status/compliance.js';
import { computeOpenStatus, presentClosure } from '../venue-status/open-status.js';
import { presentSchedule } from '../venue-status/schedule.js';
import { loadCalendar, loadClosuresOfYear, loadOpening } from '../venue-status/venue-status.repository.js';
import { presentYearStat } from '../venue-status/year-stat.presenter.js';
import {
  countEventsOfYear,
  findVenue,
  findYearEvaluation,
  listUpcomingClosures,
  type VenueProfileRow,
} from './venue-detail.repository.js';

/** Which venues an endpoint serves: any, large ones only, or one type only (nvenue's oldType). */
export interface VenueScope {
  large?: boolean;
  organType?: number;
}

/** The venue row within `scope`, or the 404 ApiError described above. */
export async function requireVenue(
  db: Kysely<Database>,
  organId: number,
  scope: VenueScope = {},
): Promise<VenueProfileRow> {
  const row = await findVenue(db, organId);
  if (!row || (scope.large && !Number(row.is_large))) throw notFound(scope.large ? '大型场馆' : '场馆');
  if (scope.organType !== undefined && Number(row.organ_type) !== scope.organType) {
    const actual = ORGAN_TYPE_NAMES[Number(row.organ_type) as OrganType] ?? '其他类型';
    throw new ApiError(404, `场馆类型不符：该场馆为${actual}，不是${ORGAN_TYPE_NAMES[scope.organType as OrganType]}`);
  }
  return row;
}

/** 404 for a year the venue has no open data for. */
export const noYearData = (year: number) => new ApiError(404, `该场馆 ${year} 年度暂无开放数据`);

/** The venue's profile at `at`: basic fields, open-now status, standing schedule, prices, closures ahead. */
export async function loadProfile(db: Kysely<Database>, row: VenueProfileRow, at: Date): Promise<VenueProfile> {
  const organId = Number(row.organ_id);
  const [divisions, calendar, openings, upcoming, dataSource] = await Promise.all([
    loadDivisions(db),
    loadCalendar(db),
    loadOpening(db, [organId], at),
    listUpcomingClosures(db, organId, at.toISOString()),
    // The venue and its yearly figures are both exchanged onto the organId.
    dataSourceOf(db, ['venue', 'venueYear'], organId),
  ]);
  const opening = openings.get(organId) ?? { slots: [], closures: [] };
  const prices = complianceVenueOf(row);
  return {
    ...presentVenueBasic(row, divisions),
    status: computeOpenStatus(opening, calendar, at),
    seats: Number(row.seats),
    floorArea: Number(row.floor_area),
    hasOutdoor: prices.hasOutdoor,
    marketPrice: prices.marketPrice,
    lowFeePrice: prices.lowFeePrice,
    concessionPrice: prices.concessionPrice,
    schedule: presentSchedule(opening.slots),
    upcomingClosures: upcoming.map((c) =>
      presentClosure({
        id: c.id,
        startTime: c.start_time,
        endTime: c.end_time,
        reason: c.reason,
        announcedAt: c.announced_at,
      }),
    ),
    dataSource,
  };
}

/** The venue's detail of `year` within `scope`, with its profile at `at`. */
export async function loadYearDetail(
  db: Kysely<Database>,
  organId: number,
  year: number,
  scope: VenueScope,
  at: Date,
): Promise<VenueYearDetail> {
  const row = await requireVenue(db, organId, scope);
  const statRow = await findVenueYearStat(db, organId, year, 'public');
  if (!statRow) throw noYearData(year);
  const stat = presentYearStat(statRow);
  const [venue, closures, evaluation, events] = await Promise.all([
    loadProfile(db, row, at),
    loadClosuresOfYear(db, organId, year),
    findYearEvaluation(db, organId, row.province_code, year),
    countEventsOfYear(db, organId, year),
  ]);
  return {
    venue,
    year,
    stat,
    compliance: assessCompliance(complianceVenueOf(row), stat, closures),
    evaluation: evaluation
      ? {
          score: Number(evaluation.score),
          grade: evaluation.grade,
          provinceRank: evaluation.province_rank,
          provinceVenueCount: evaluation.province_venue_count,
        }
      : null,
    matchCount: events.matches,
    trainingCount: events.trainings,
  };
}

/** The opening details of `year`: status at `at`, schedule, that year's closures and compliance. */
export async function loadOpenDetails(
  db: Kysely<Database>,
  organId: number,
  year: number,
  at: Date,
): Promise<VenueOpenDetails> {
  const row = await requireVenue(db, organId);
  const statRow = await findVenueYearStat(db, organId, year, 'public');
  if (!statRow) throw noYearData(year);
  const [calendar, openings, closures] = await Promise.all([
    loadCalendar(db),
    loadOpening(db, [organId], at),
    loadClosuresOfYear(db, organId, year),
  ]);
  const opening = openings.get(organId) ?? { slots: [], closures: [] };
  return {
    organId,
    year,
    status: computeOpenStatus(opening, calendar, at),
    schedule: presentSchedule(opening.slots),
    closures: closures.map(presentClosure),
    compliance: assessCompliance(complianceVenueOf(row), presentYearStat(statRow), closures),
  };
}
