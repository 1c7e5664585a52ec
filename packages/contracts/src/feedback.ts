/**
 * Citizen feedback (意见反馈; spec §2 /main/feedback, §7 "Feedback"): the two submission calls with their
 * fields as QUERY PARAMETERS (the spec's contract), the proof-of-work challenge, the visitor's status look-up
 * with 受理编号 + the phone's last four digits, and the agency inbox (list, read, reply, close).
 *
 * Personal information (PIPL): the phone leaves the server only masked ('138****5678'); the name only
 * in the agency inbox. Times are ISO-8601 UTC; dates 'YYYY-MM-DD' (Asia/Shanghai).
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { LineText } from './content.js';
import { PageQuery } from './paging.js';
import { OrganIdParams } from './venue.js';
import { ProofOfWorkChallenge } from './proof-of-work.js';
import {
  FEEDBACK_ACCEPT_NO_PATTERN,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_NAME_MAX,
  FEEDBACK_PHONE_TAIL_PATTERN,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TYPES,
} from './feedback.codes.js';

export const FeedbackTypeSchema = literalUnion(FEEDBACK_TYPES, {
  description: 'consult 咨询 / suggest 建议 / complaint 投诉 / correction 纠错',
});
export const FeedbackStatusSchema = literalUnion(FEEDBACK_STATUSES, {
  description: 'accepted 已受理 / processing 处理中 / replied 已答复 / closed 已办结',
});

const IsoDate = (description: string) =>
  Type.String({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });

/**
 * Fields of both submission calls, sent as query parameters (spec §7). Blank title, content or name, a phone
 * that is not a mobile or landline number, and a failed challenge are refused by the server with 400 naming
 * the field. `altcha`: the base64 payload of the solved proof-of-work challenge (GET .../feedback/challenge).
 */
const SubmitFields = {
  type: FeedbackTypeSchema,
  title: LineText(FEEDBACK_TITLE_MAX, `标题，最多 ${FEEDBACK_TITLE_MAX} 个字符`),
  // Content may hold line breaks (no LineText): it is stored as plain text and never rendered as HTML.
  content: Type.String({ maxLength: FEEDBACK_CONTENT_MAX, description: `内容，最多 ${FEEDBACK_CONTENT_MAX} 个字符` }),
  name: LineText(FEEDBACK_NAME_MAX, `姓名，最多 ${FEEDBACK_NAME_MAX} 个字符`),
  phone: LineText(20, '联系电话：11 位手机号或带区号的固定电话'),
  altcha: Type.String({ maxLength: 4000, description: '人机验证（工作量证明）结果' }),
};

/** POST /api1/ruoyi/message/feedback/post/public: the public variant (no venue). */
export const PublicFeedbackQuery = Type.Object(SubmitFields);
export type PublicFeedbackQuery = Static<typeof PublicFeedbackQuery>;

/** POST /api1/ruoyi/message/feedback/post/venue: the venue variant, with the venue's organId. */
export const VenueFeedbackQuery = Type.Object({ ...SubmitFields, organId: OrganIdParams.properties.organId });
export type VenueFeedbackQuery = Static<typeof VenueFeedbackQuery>;

/** The acknowledgement of a submission: the 受理编号 to look it up with. */
export const FeedbackReceipt = Type.Object({
  acceptNo: Type.String({ description: '受理编号' }),
  status: FeedbackStatusSchema,
  createTime: Type.String({ description: '提交时间 ISO-8601 UTC' }),
  /** True when the same phone sent the same content within the duplicate window: no new record was made. */
  duplicate: Type.Boolean(),
});
export type FeedbackReceipt = Static<typeof FeedbackReceipt>;

/**
 * GET /api1/ruoyi/message/feedback/challenge -> the form's proof-of-work challenge (./proof-of-work.ts).
 */
export const FeedbackChallenge = ProofOfWorkChallenge;
export type FeedbackChallenge = ProofOfWorkChallenge;

/** GET /api1/ruoyi/message/feedback/track: 受理编号 and the phone's last four digits. */
export const FeedbackTrackQuery = Type.Object({
  acceptNo: Type.String({ pattern: FEEDBACK_ACCEPT_NO_PATTERN, description: '受理编号，如 FK20261124AB3DE5GH7K' }),
  phoneTail: Type.String({ pattern: FEEDBACK_PHONE_TAIL_PATTERN, description: '联系电话后四位' }),
});
export type FeedbackTrackQuery = Static<typeof FeedbackTrackQuery>;

/** The venue a feedback is about. */
export const FeedbackVenue = Type.Object({ organId: Type.Integer(), name: Type.String() });
export type FeedbackVenue = Static<typeof FeedbackVenue>;

/** When each status was reached (null: not yet). */
export const FeedbackTimeline = Type.Object({
  createTime: Type.String(),
  processTime: Type.Union([Type.String(), Type.Null()]),
  replyTime: Type.Union([Type.String(), Type.Null()]),
  closeTime: Type.Union([Type.String(), Type.Null()]),
});
export type FeedbackTimeline = Static<typeof FeedbackTimeline>;

/** What the visitor sees of a submission: no name, the phone masked. */
export const FeedbackTrack = Type.Evaluate(
  Type.Intersect([
    FeedbackTimeline,
    Type.Object({
      acceptNo: Type.String(),
      type: FeedbackTypeSchema,
      title: Type.String(),
      content: Type.String(),
      venue: Type.Union([FeedbackVenue, Type.Null()]),
      phone: Type.String({ description: '联系电话（脱敏）' }),
      status: FeedbackStatusSchema,
      reply: Type.Union([Type.String(), Type.Null()]),
      replyUnit: Type.Union([Type.String(), Type.Null()], { description: '答复单位' }),
    }),
  ]),
);
export type FeedbackTrack = Static<typeof FeedbackTrack>;

/** GET /api1/ruoyi/message/feedback/list (agency session): filters of the inbox. */
export const FeedbackInboxQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      status: Type.Optional(FeedbackStatusSchema),
      type: Type.Optional(FeedbackTypeSchema),
      organId: Type.Optional(OrganIdParams.properties.organId),
      startDate: Type.Optional(IsoDate('提交日期起 YYYY-MM-DD（北京时间）')),
      endDate: Type.Optional(IsoDate('提交日期止 YYYY-MM-DD（北京时间）')),
    }),
  ]),
);
export type FeedbackInboxQuery = Static<typeof FeedbackInboxQuery>;

/** A row of the agency inbox. The name is shown to agency users only; the phone stays masked. */
export const FeedbackInboxItem = Type.Object({
  id: Type.Integer(),
  acceptNo: Type.String(),
  type: FeedbackTypeSchema,
  title: Type.String(),
  status: FeedbackStatusSchema,
  venue: Type.Union([FeedbackVenue, Type.Null()]),
  name: Type.String(),
  phone: Type.String({ description: '联系电话（脱敏）' }),
  createTime: Type.String(),
});
export type FeedbackInboxItem = Static<typeof FeedbackInboxItem>;

/** GET /api1/ruoyi/message/feedback/{id} (agency session): the whole case. */
export const FeedbackInboxDetail = Type.Evaluate(
  Type.Intersect([
    FeedbackInboxItem,
    FeedbackTimeline,
    Type.Object({
      content: Type.String(),
      reply: Type.Union([Type.String(), Type.Null()]),
      replyUnit: Type.Union([Type.String(), Type.Null()]),
    }),
  ]),
);
export type FeedbackInboxDetail = Static<typeof FeedbackInboxDetail>;

/** `{id}` of an inbox case. */
export const FeedbackIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647, description: '反馈编号' }),
});
export type FeedbackIdParams = Static<typeof FeedbackIdParams>;

/** POST /api1/ruoyi/message/feedback/{id}/reply body (JSON). */
export const FeedbackReplyBody = Type.Object({
  reply: Type.String({ maxLength: FEEDBACK_REPLY_MAX, description: `答复内容，最多 ${FEEDBACK_REPLY_MAX} 个字符` }),
});
export type FeedbackReplyBody = Static<typeof FeedbackReplyBody>;

/**
 * GET /api1/ruoyi/message/feedback/scope (agency session): which feedback the account handles —
 * all (national), the venues of one division, or its own venues; none = not assigned yet.
 */
export const FeedbackScope = Type.Object({
  kind: Type.Union([Type.Literal('all'), Type.Literal('area'), Type.Literal('venue'), Type.Literal('none')]),
  label: Type.String({ description: '处理范围说明' }),
  venues: Type.Array(FeedbackVenue, { description: '可处理的场馆（venue 范围）' }),
});
export type FeedbackScope = Static<typeof FeedbackScope>;
