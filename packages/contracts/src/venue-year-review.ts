/**
 * Schemas of the review of venues' yearly figures (审核; docs/decisions/data-exchange.md "Review before public
 * (审核)"): the back-office list of submissions, one submission with its field-by-field diff against the public
 * (audited) figures, and the return reason. Codes: ./venue-year-review.codes.ts.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { PageQuery } from './paging.js';
import { FILL_IN_STATUSES } from './sports-authority.codes.js';
import { PROGRAMME_YEAR_MAX, PROGRAMME_YEAR_MIN } from './venue.codes.js';
import { RETURN_REASON_MAX, VENUE_YEAR_FIGURES } from './venue-year-review.codes.js';

export const ReviewStatus = literalUnion(FILL_IN_STATUSES, {
  description: '审核状态：已填报（待审核）、已审核、退回修改',
});

export const VenueYearReviewQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      year: Type.Optional(
        Type.Integer({ minimum: PROGRAMME_YEAR_MIN, maximum: PROGRAMME_YEAR_MAX, description: '年度' }),
      ),
      status: Type.Optional(ReviewStatus),
    }),
  ]),
);
export type VenueYearReviewQuery = Static<typeof VenueYearReviewQuery>;

export const VenueYearReviewParams = Type.Object({ id: Type.Integer({ minimum: 1, description: '填报记录编号' }) });
export type VenueYearReviewParams = Static<typeof VenueYearReviewParams>;

/** One submission in the list: which venue and year, what was asked (change or deletion), its review state. */
export const VenueYearReviewItem = Type.Object({
  id: Type.Integer(),
  organId: Type.Integer(),
  venueName: Type.String(),
  areaName: Type.String({ description: '场馆所在省市县' }),
  year: Type.Integer(),
  deletion: Type.Boolean({ description: '申请删除该年度数据' }),
  status: ReviewStatus,
  sourceSystem: Type.String(),
  sourceId: Type.String(),
  submittedAt: Type.String({ description: '填报（接收）时间，ISO UTC' }),
  reviewedAt: Type.Union([Type.String(), Type.Null()]),
  reviewer: Type.Union([Type.String(), Type.Null()]),
  returnReason: Type.Union([Type.String(), Type.Null()], { description: '退回修改的原因' }),
});
export type VenueYearReviewItem = Static<typeof VenueYearReviewItem>;

const FigureValue = Type.Union([Type.Number(), Type.Array(Type.Number()), Type.Null()]);

/** One figure: the public (audited) value, the submitted one, and whether they differ. */
export const FigureDiff = Type.Object({
  field: literalUnion(VENUE_YEAR_FIGURES.map((f) => f.field)),
  label: Type.String(),
  unit: Type.String(),
  /** The public value; null when not public (no audited figures, or the field is empty). */
  published: FigureValue,
  /** The submitted value; null for a deletion or an empty field. */
  submitted: FigureValue,
  changed: Type.Boolean(),
});
export type FigureDiff = Static<typeof FigureDiff>;

export const VenueYearReviewDetail = Type.Evaluate(
  Type.Intersect([
    VenueYearReviewItem,
    Type.Object({
      /** True when the venue's year has public (audited) figures today. */
      hasPublished: Type.Boolean(),
      diff: Type.Array(FigureDiff),
    }),
  ]),
);
export type VenueYearReviewDetail = Static<typeof VenueYearReviewDetail>;

/** POST .../{id}/return body: why the figures go back to the filling system. */
export const ReturnBody = Type.Object(
  {
    reason: Type.String({
      maxLength: RETURN_REASON_MAX,
      description: `退回原因，必填，最多 ${RETURN_REASON_MAX} 个字符`,
    }),
  },
  { additionalProperties: false },
);
export type ReturnBody = Static<typeof ReturnBody>;

/** GET /api/exchange/v1/venueYear/reviews (signed, app_sync_js365): the review state of its submissions. */
export const ReviewFeedQuery = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ status: Type.Optional(ReviewStatus) })]),
);
export type ReviewFeedQuery = Static<typeof ReviewFeedQuery>;

/** A submission as its filling system reads it back: by its own sourceId, with the reviewer's reason. */
export const ReviewFeedItem = Type.Object({
  sourceId: Type.String(),
  organId: Type.Integer(),
  year: Type.Integer(),
  deletion: Type.Boolean(),
  status: ReviewStatus,
  submittedAt: Type.String(),
  reviewedAt: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()], { description: '退回修改的原因' }),
});
export type ReviewFeedItem = Static<typeof ReviewFeedItem>;
