/**
 * 数据质量公开 (the public data-health page; docs/decisions/data-exchange.md "Data health"):
 * GET /api_/ow/dataHealth?year -> DataHealth: per province (and nationally) the filling systems' rows
 * received and refused this year, the share of venue years audited and the median days to audit, the
 * venues' passenger-flow pushes on time / late / missing, and the equipment in good repair with the median
 * repair time. Public (no session).
 */
import { Type, type Static } from 'typebox';
import { ProgrammeYear } from './venue.js';

export const DataHealthQuery = Type.Object({
  year: Type.Optional(ProgrammeYear),
});
export type DataHealthQuery = Static<typeof DataHealthQuery>;

/** Rows of one filling system (spec §6 code and its Chinese name). */
export const SystemRows = Type.Object({
  system: Type.String({ description: '填报系统应用标识（spec §6）' }),
  systemName: Type.String(),
  rows: Type.Integer({ minimum: 0 }),
});
export type SystemRows = Static<typeof SystemRows>;

/** A refusal reason: the field refused, its rows this year, and the latest reason given as the example. */
export const RejectionReason = Type.Object({
  system: Type.String(),
  systemName: Type.String(),
  entity: Type.String({ description: '数据类型（交换实体）' }),
  entityLabel: Type.String(),
  field: Type.String({ description: '被拒字段；deleted 为被拒的删除' }),
  rows: Type.Integer({ minimum: 0 }),
  example: Type.String({ description: '该字段最近一次被拒的原因' }),
});
export type RejectionReason = Static<typeof RejectionReason>;

/** The figures of one province, or of the whole country (provinceCode ''). */
export const DataHealthArea = Type.Object({
  provinceCode: Type.String({ description: '省级行政区划代码；全国为空串' }),
  provinceName: Type.String(),
  received: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    bySystem: Type.Array(SystemRows, { description: '五个填报系统，顺序同 spec §6' }),
  }),
  rejected: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    bySystem: Type.Array(SystemRows),
    topReasons: Type.Array(RejectionReason, { description: '被拒行数最多的至多 5 个（系统、数据类型、字段）' }),
  }),
  audit: Type.Object({
    venueYears: Type.Integer({ minimum: 0, description: '该年度已填报的场馆年度数据条数' }),
    auditedVenueYears: Type.Integer({ minimum: 0, description: '其中所在县级体育行政部门已审核的条数' }),
    auditedShare: Type.Union([Type.Number(), Type.Null()], { description: '已审核占比 0-1；无数据为 null' }),
    timedAudits: Type.Integer({ minimum: 0, description: '记有审核时间的已审核填报数（各级体育行政部门）' }),
    medianAuditDays: Type.Union([Type.Number(), Type.Null()], { description: '从已填报到已审核的天数中位数' }),
  }),
  flow: Type.Object({
    venues: Type.Integer({ minimum: 0, description: '持有推送密钥的场馆数' }),
    expectedHours: Type.Integer({ minimum: 0 }),
    onTime: Type.Integer({ minimum: 0 }),
    late: Type.Integer({ minimum: 0 }),
    missing: Type.Integer({ minimum: 0 }),
  }),
  equipment: Type.Object({
    pieces: Type.Integer({ minimum: 0 }),
    intact: Type.Integer({ minimum: 0 }),
    intactShare: Type.Union([Type.Number(), Type.Null()], { description: '完好率 0-1（当前状态）' }),
    fixedReports: Type.Integer({ minimum: 0, description: '该年度受理并已修复的报修数' }),
    medianRepairDays: Type.Union([Type.Number(), Type.Null()], { description: '从受理到修复的天数中位数' }),
  }),
});
export type DataHealthArea = Static<typeof DataHealthArea>;

export const DataHealth = Type.Object({
  year: Type.Integer(),
  years: Type.Array(Type.Integer(), { description: '可选年度，新的在前' }),
  flowUntil: Type.Union([Type.String(), Type.Null()], {
    description: '客流统计截至的时段终点（ISO UTC，接收窗口已关闭的最后一个整点时段）；该年度尚未开始为 null',
  }),
  national: DataHealthArea,
  provinces: Type.Array(DataHealthArea, { description: '按省级行政区划代码排序' }),
});
export type DataHealth = Static<typeof DataHealth>;
