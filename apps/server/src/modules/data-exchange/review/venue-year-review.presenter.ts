/**
 * Presents the review of venues' yearly figures (docs/decisions/data-exchange.md "Review before public (审核)"):
 * a submission as a list item, and its field-by-field diff against the public (audited) figures. Whitelists
 * fields (no contact data is in these rows).
 */
import type { Selectable } from 'kysely';
import type { FillInStatus } from '@portal/contracts/sports-authority.codes';
import type { FigureDiff, VenueYearReviewDetail, VenueYearReviewItem } from '@portal/contracts/venue-year-review';
import { VENUE_YEAR_FIGURES, type VenueYearFigureField } from '@portal/contracts/venue-year-review.codes';
import type { VenueYearStatTable } from '../../../db/tables/programme.js';
import { areaNameOf, type DivisionMap } from '../../area/divisions.js';
import type { SubmissionView } from './venue-year-review.repository.js';
import type { VenueYearFigures } from './venue-year-submission.js';

type FigureValue = FigureDiff['published'];

/** The venue_year_stat column of each reviewed figure. */
const COLUMN: Record<VenueYearFigureField, keyof VenueYearFigures> = {
  openDays: 'open_days',
  weeklyOpenHours: 'weekly_open_hours',
  freeOpenHours: 'free_open_hours',
  minRestDayHours: 'min_rest_day_hours',
  outdoorFreeHours: 'outdoor_free_hours',
  visitorsTotal: 'visitors_total',
  visitorsByMonth: 'visitors_by_month',
  eventsHeld: 'events_held',
  trainingsHeld: 'trainings_held',
  subsidyAmount: 'subsidy_amount',
};

/** A figure of `row` as the API shows it: numbers as numbers, the months as an array, empty as null. */
function valueOf(
  row: VenueYearFigures | Selectable<VenueYearStatTable> | undefined,
  field: VenueYearFigureField,
): FigureValue {
  if (!row) return null;
  const raw = row[COLUMN[field]];
  if (raw === null || raw === undefined) return null;
  if (field === 'visitorsByMonth') return JSON.parse(String(raw)) as number[];
  return Number(raw);
}

/** The submission as a list item. */
export function presentSubmission(row: SubmissionView, divisions: DivisionMap): VenueYearReviewItem {
  return {
    id: Number(row.id),
    organId: Number(row.organ_id),
    venueName: row.venue_name,
    areaName: areaNameOf(divisions, row.province_code, row.city_code, row.county_code),
    year: Number(row.year),
    deletion: row.figures === null,
    status: row.status as FillInStatus,
    sourceSystem: row.source_system,
    sourceId: row.source_id,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    reviewer: row.reviewer,
    returnReason: row.return_reason,
  };
}

/**
 * The submission with each figure beside its public value (`published`, null when the year has no audited
 * figures) and whether it changed; a deletion submits null for every figure.
 */
export function presentReviewDetail(
  row: SubmissionView,
  published: Selectable<VenueYearStatTable> | undefined,
  divisions: DivisionMap,
): VenueYearReviewDetail {
  const submitted = row.figures === null ? undefined : (JSON.parse(row.figures) as VenueYearFigures);
  return {
    ...presentSubmission(row, divisions),
    hasPublished: published !== undefined,
    diff: VENUE_YEAR_FIGURES.map(({ field, label, unit }) => {
      const before = valueOf(published, field);
      const after = valueOf(submitted, field);
      return {
        field,
        label,
        unit,
        published: before,
        submitted: after,
        changed: JSON.stringify(before) !== JSON.stringify(after),
      };
    }),
  };
}
