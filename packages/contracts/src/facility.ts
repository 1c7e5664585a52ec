/**
 * Fitness facilities (健身设施; spec §2 /equipment/*, /gymFacility/facilityDetail/*, /main/facilityLayout;
 * spec §7 GET /api_/ruoyi/equipment/list and /detail, the equipment service, the national fitness path
 * lists and details, traditional equipment, the facilities token). Paths: facility.codes.ts FACILITY_API.
 *
 * One model: a facility is a map point of type 6 (same id, name and place as on the fitness map) with its
 * own facts; fields (场地) and equipment pieces (器材) belong to a facility (or a field to a venue);
 * certification records (认证) to a product and its manufacturer; repair reports (报修) to a piece.
 *
 * Units: area in m², length in metres, lng/lat in degrees rounded to 0.001° (about 100 m) in answers, dates
 * 'YYYY-MM-DD' (Asia/Shanghai), times ISO-8601 UTC, population in persons, per-capita figures per
 * 10,000 residents (LAYOUT_PER_CAPITA_BASE). Every body is `{ code, msg, data }`.
 */
import { Type, type Static } from 'typebox';
import { literalUnion } from './literal-union.js';
import { DataSourceField } from './data-source.js';
import { LineText } from './content.js';
import { PageQuery, Page } from './paging.js';
import { AreaCode } from './venue.js';
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CONDITIONS,
  FACILITY_KEYWORD_MAX,
  FACILITY_KINDS,
  FAULT_TYPES,
  FIX_DESCRIPTION_MAX,
  FIX_NOTE_MAX,
  FIX_PHONE_TAIL_PATTERN,
  FIX_REPORT_NO_PATTERN,
  FIX_REPORT_STATUSES,
} from './facility.codes.js';

export const FacilityKindSchema = literalUnion(FACILITY_KINDS, {
  description: '设施类型（facility.codes.ts FACILITY_KINDS）',
});
export const EquipmentCategorySchema = literalUnion(EQUIPMENT_CATEGORIES, {
  description: '器材类别：traditional 传统 / smart 智能',
});
export const EquipmentConditionSchema = literalUnion(EQUIPMENT_CONDITIONS, {
  description: '状况：normal 正常 / repairing 报修中 / disabled 停用',
});
export const FaultTypeSchema = literalUnion(FAULT_TYPES, {
  description: '故障类型：broken 损坏 / missing 缺件 / loose 松动 / rust 锈蚀 / sharp 尖锐边角 / other 其他',
});
export const FixReportStatusSchema = literalUnion(FIX_REPORT_STATUSES, {
  description: 'accepted 已受理 / processing 处理中 / fixed 已修复 / rejected 不予处理',
});

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const FacilityKeyword = LineText(
  FACILITY_KEYWORD_MAX,
  `关键词（设施名称），最多 ${FACILITY_KEYWORD_MAX} 个字符，2 个字即可`,
);

/** Filters shared by the facility lists (GET query and POST body). */
const FacilityFilterFields = {
  areaCode: Type.Optional(AreaCode),
  kind: Type.Optional(FacilityKindSchema),
  keyword: Type.Optional(FacilityKeyword),
  condition: Type.Optional(EquipmentConditionSchema),
};

/** GET /api_/ruoyi/equipment/list: all facilities, filtered (spec §7). */
export const FacilityListQuery = Type.Evaluate(Type.Intersect([PageQuery, Type.Object(FacilityFilterFields)]));
export type FacilityListQuery = Static<typeof FacilityListQuery>;

/**
 * POST /api/data/equipService/{venue|path|budao|qixing|other}/list body (JSON): the same filters; `kind`
 * must be one of the list's kinds (EQUIP_SERVICE_LIST_KINDS), else 400. Unknown properties are refused.
 * The answer is cached on the canonical form of the body (sorted keys, defaults filled, blanks dropped).
 */
export const FacilityListBody = Type.Evaluate(Type.Intersect([PageQuery, Type.Object(FacilityFilterFields)]), {
  additionalProperties: false,
});
export type FacilityListBody = Static<typeof FacilityListBody>;

/** A facility as lists show it. */
export const FacilityListItem = Type.Object({
  id: Type.Integer({ description: '设施编号（即地图点位编号）' }),
  kind: FacilityKindSchema,
  kindName: Type.String(),
  name: Type.String(),
  address: Type.String(),
  areaName: Type.String({ description: '所在地区，如 浙江省杭州市西湖区' }),
  countyCode: Type.String(),
  condition: EquipmentConditionSchema,
  conditionName: Type.String(),
  equipmentCount: Type.Integer({ minimum: 0, description: '器材件数' }),
  fieldCount: Type.Integer({ minimum: 0, description: '场地个数' }),
  area: Type.Number({ description: '占地面积（平方米）' }),
  buildYear: Type.Integer({ description: '建成年份' }),
});
export type FacilityListItem = Static<typeof FacilityListItem>;

/** Facilities per kind for the same filters without `kind` (every kind present, zeros included). */
export const FacilityKindCount = Type.Object({
  kind: FacilityKindSchema,
  kindName: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type FacilityKindCount = Static<typeof FacilityKindCount>;

/** Answer of the facility lists: a page plus the counts per kind. */
export const FacilityListData = Type.Evaluate(
  Type.Intersect([Page(FacilityListItem), Type.Object({ kindCounts: Type.Array(FacilityKindCount) })]),
);
export type FacilityListData = Static<typeof FacilityListData>;

/** `?id=` of the details (spec §7 "With query id"). */
export const FacilityIdQuery = Type.Object({
  id: Id('编号'),
  from: Type.Optional(LineText(20, '来源栏目（面包屑中间一级，服务端忽略）')),
});
export type FacilityIdQuery = Static<typeof FacilityIdQuery>;

/** `{id}` of the equipment service's GET calls. */
export const FacilityIdParams = Type.Object({ id: Id('编号') });
export type FacilityIdParams = Static<typeof FacilityIdParams>;

/** A field (场地) of a facility or of a venue. */
export const FacilityField = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sport: Type.String({ description: '运动项目，如 篮球' }),
  surface: Type.String({ description: '场地面层，如 硅PU' }),
  area: Type.Number({ description: '面积（平方米）' }),
  indoor: Type.Boolean(),
  lighting: Type.Boolean({ description: '有无灯光' }),
  openToPublic: Type.Boolean(),
  free: Type.Boolean({ description: '免费开放' }),
  condition: EquipmentConditionSchema,
  conditionName: Type.String(),
  /** The facility it belongs to (null for a venue's own field). */
  facilityId: Type.Union([Type.Integer(), Type.Null()]),
  facilityName: Type.Union([Type.String(), Type.Null()]),
  /** The venue it belongs to (a venue's field, /gymFacility pages). */
  organId: Type.Union([Type.Integer(), Type.Null()]),
  /** That venue's name (the h1 of the /gymFacility pages), null for a facility's field. */
  organName: Type.Union([Type.String(), Type.Null()]),
  areaName: Type.String(),
});
export type FacilityField = Static<typeof FacilityField>;

/** A piece of equipment (器材). */
export const EquipmentPiece = Type.Object({
  id: Type.Integer(),
  facilityId: Type.Integer(),
  facilityName: Type.String(),
  facilityKind: FacilityKindSchema,
  name: Type.String(),
  category: EquipmentCategorySchema,
  categoryName: Type.String(),
  model: Type.String({ description: '型号' }),
  manufacturer: Type.String(),
  installDate: Type.String({ description: '安装日期 YYYY-MM-DD' }),
  warrantyEnd: Type.String({ description: '主要部件使用年限截止 YYYY-MM-DD（GB 19272：安装后 8 年）' }),
  lastInspection: Nullable(Type.String({ description: '最近巡检日期 YYYY-MM-DD' })),
  condition: EquipmentConditionSchema,
  conditionName: Type.String(),
  /** Open repair reports of a safety fault (they make the condition 报修中). */
  openReports: Type.Integer({ minimum: 0 }),
  areaName: Type.String(),
  certificationId: Type.Union([Type.Integer(), Type.Null()]),
});
export type EquipmentPiece = Static<typeof EquipmentPiece>;

/** A certification record (认证). */
export const Certification = Type.Object({
  id: Type.Integer(),
  certificateNo: Type.String({ description: '证书编号' }),
  body: Type.String({ description: '认证机构' }),
  scope: Type.String({ description: '认证范围' }),
  product: Type.String({ description: '产品名称' }),
  model: Type.String({ description: '型号' }),
  manufacturer: Type.String({ description: '生产企业' }),
  standard: Type.String({ description: '依据标准，如 GB 19272-2011' }),
  issueDate: Type.String({ description: 'YYYY-MM-DD' }),
  validUntil: Type.String({ description: '有效期至 YYYY-MM-DD' }),
  valid: Type.Boolean({ description: '今天是否在有效期内' }),
});
export type Certification = Static<typeof Certification>;

/** Detail of a facility (GET /api_/ruoyi/equipment/detail?id=, /api/data/path/detail?id=). */
export const FacilityDetail = Type.Evaluate(
  Type.Intersect([
    FacilityListItem,
    Type.Object({
      lng: Type.Number({ description: '经度（保留 3 位小数）' }),
      lat: Type.Number({ description: '纬度（保留 3 位小数）' }),
      phone: Type.Union([Type.String(), Type.Null()]),
      openHours: Type.Union([Type.String(), Type.Null()]),
      managerUnit: Type.String({ description: '管理单位' }),
      free: Type.Boolean({ description: '免费开放' }),
      openToPublic: Type.Boolean(),
      length: Type.Union([Type.Number(), Type.Null()], { description: '长度（米，步道、绿道）' }),
      description: Type.String(),
      fields: Type.Array(FacilityField),
      equipment: Type.Array(EquipmentPiece),
      /** Path of the fitness map opened at this facility. */
      mapPath: Type.String(),
      dataSource: DataSourceField,
    }),
  ]),
);
export type FacilityDetail = Static<typeof FacilityDetail>;

/** POST /api/data/equipService/field/list body. */
export const FieldListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      areaCode: Type.Optional(AreaCode),
      keyword: Type.Optional(FacilityKeyword),
      sport: Type.Optional(LineText(20, '运动项目')),
      condition: Type.Optional(EquipmentConditionSchema),
      facilityId: Type.Optional(Id('所属设施编号')),
      organId: Type.Optional(Id('所属场馆编号')),
    }),
  ]),
  { additionalProperties: false },
);
export type FieldListBody = Static<typeof FieldListBody>;

/** POST /api/data/equipService/certification/list body. */
export const CertificationListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      keyword: Type.Optional(LineText(FACILITY_KEYWORD_MAX, '证书编号、产品或生产企业')),
      valid: Type.Optional(Type.Boolean({ description: 'true 仅有效期内，false 仅已过期' })),
    }),
  ]),
  { additionalProperties: false },
);
export type CertificationListBody = Static<typeof CertificationListBody>;

/** GET /api/data/equipment/traditional/list: pieces (default category traditional). */
export const EquipmentListQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      areaCode: Type.Optional(AreaCode),
      keyword: Type.Optional(LineText(20, '器材名称')),
      category: Type.Optional(EquipmentCategorySchema),
      condition: Type.Optional(EquipmentConditionSchema),
      facilityId: Type.Optional(Id('所属设施编号')),
    }),
  ]),
);
export type EquipmentListQuery = Static<typeof EquipmentListQuery>;

/** GET /api/data/path/list: the national fitness paths (全民健身路径), same filters minus kind. */
export const PathListQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      areaCode: Type.Optional(AreaCode),
      keyword: Type.Optional(FacilityKeyword),
      condition: Type.Optional(EquipmentConditionSchema),
    }),
  ]),
);
export type PathListQuery = Static<typeof PathListQuery>;

/** GET /api/data/equipService/token -> the facilities token for equipment-service calls (header equip-token). */
export const FacilityToken = Type.Object({
  token: Type.String(),
  expiresIn: Type.Integer({ description: '有效期（秒）' }),
});
export type FacilityToken = Static<typeof FacilityToken>;

/** GET /api/data/facilityLayout?areaCode=: one division's figures and its children's (national when absent). */
export const LayoutQuery = Type.Object({ areaCode: Type.Optional(AreaCode) });
export type LayoutQuery = Static<typeof LayoutQuery>;

export const LayoutFigures = Type.Object({
  code: Type.String({ description: '行政区划代码；全国为 000000' }),
  name: Type.String(),
  population: Type.Integer({ description: '常住人口（人）' }),
  total: Type.Integer(),
  equipmentCount: Type.Integer(),
  /** Facilities per 10,000 residents, 2 decimals. */
  perTenThousand: Type.Number(),
  counts: Type.Array(FacilityKindCount),
});
export type LayoutFigures = Static<typeof LayoutFigures>;

/**
 * How much of the country the portal's facilities cover, against the published national count of one kind
 * (PUBLISHED_NATIONAL_COUNT): the per-capita figures are of the facilities the portal holds, and the page
 * says so with these numbers. Always national, whatever division the layout shows.
 */
export const LayoutCoverage = Type.Object({
  kindName: Type.String({ description: '对照的设施类型' }),
  published: Type.Integer({ description: '公布的全国数量（个）' }),
  publishedPerTenThousand: Type.Number({ description: '公布数量折合每万名常住人口（个），2 位小数' }),
  held: Type.Integer({ description: '本平台已收录的该类设施（个）' }),
  /** held / published, 4 decimals (may exceed 1). */
  share: Type.Number(),
  source: Type.String({ description: '公布数据的出处' }),
});
export type LayoutCoverage = Static<typeof LayoutCoverage>;

export const LayoutData = Type.Evaluate(
  Type.Intersect([
    LayoutFigures,
    Type.Object({
      level: Type.Union([
        Type.Literal('country'),
        Type.Literal('province'),
        Type.Literal('city'),
        Type.Literal('county'),
      ]),
      /** Source of the population figures (seed: deterministic, real-scale). */
      populationSource: Type.String(),
      coverage: LayoutCoverage,
      children: Type.Array(LayoutFigures),
    }),
  ]),
);
export type LayoutData = Static<typeof LayoutData>;

/**
 * POST /api/data/fixReport (multipart/form-data): fields equipmentId, faultType, description, phone
 * (optional) and up to FIX_PHOTO_MAX_COUNT files `photos` (JPEG/PNG/WebP ≤ 5 MB each; re-encoded, EXIF and
 * location removed). The fields' schema (checked after parsing the parts).
 */
export const FixReportFields = Type.Object({
  equipmentId: Id('器材编号'),
  faultType: FaultTypeSchema,
  description: Type.String({
    minLength: 1,
    maxLength: FIX_DESCRIPTION_MAX,
    description: `故障描述，最多 ${FIX_DESCRIPTION_MAX} 个字符`,
  }),
  phone: Type.Optional(LineText(20, '联系电话（选填）：11 位手机号或带区号的固定电话')),
});
export type FixReportFields = Static<typeof FixReportFields>;

export const FixReportReceipt = Type.Object({
  reportNo: Type.String({ description: '受理编号' }),
  status: FixReportStatusSchema,
  createTime: Type.String(),
  /** True when the same fault of the same piece was reported within the duplicate window: no new record. */
  duplicate: Type.Boolean(),
});
export type FixReportReceipt = Static<typeof FixReportReceipt>;

/** GET /api/data/fixReport/track: 受理编号 and, when the report has a phone, its last four digits. */
export const FixReportTrackQuery = Type.Object({
  reportNo: Type.String({ pattern: FIX_REPORT_NO_PATTERN, description: '受理编号，如 BX20261124AB3DE5GH7K' }),
  phoneTail: Type.Optional(Type.String({ pattern: FIX_PHONE_TAIL_PATTERN, description: '联系电话后四位' })),
});
export type FixReportTrackQuery = Static<typeof FixReportTrackQuery>;

/** What the visitor sees of a report (phone masked, no photos). */
export const FixReportTrack = Type.Object({
  reportNo: Type.String(),
  equipmentId: Type.Integer(),
  equipmentName: Type.String(),
  facilityName: Type.String(),
  faultType: FaultTypeSchema,
  faultTypeName: Type.String(),
  description: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()], { description: '联系电话（脱敏）' }),
  photoCount: Type.Integer(),
  status: FixReportStatusSchema,
  statusName: Type.String(),
  note: Type.Union([Type.String(), Type.Null()], { description: '处理说明' }),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type FixReportTrack = Static<typeof FixReportTrack>;

/** GET /api/data/fixReport/inbox (agency session; the reports of the account's divisions). */
export const FixInboxQuery = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({ status: Type.Optional(FixReportStatusSchema), areaCode: Type.Optional(AreaCode) }),
  ]),
);
export type FixInboxQuery = Static<typeof FixInboxQuery>;

export const FixInboxItem = Type.Evaluate(
  Type.Intersect([
    FixReportTrack,
    Type.Object({
      facilityId: Type.Integer(),
      areaName: Type.String(),
      /** Agency-only photo URLs (FACILITY_API.fixReportPhoto). */
      photos: Type.Array(Type.String()),
      handler: Type.Union([Type.String(), Type.Null()], { description: '处理人' }),
    }),
  ]),
);
export type FixInboxItem = Static<typeof FixInboxItem>;

export const FixReportNoParams = Type.Object({
  reportNo: Type.String({ pattern: FIX_REPORT_NO_PATTERN, description: '受理编号' }),
});
export type FixReportNoParams = Static<typeof FixReportNoParams>;

/** POST /api/data/fixReport/inbox/{reportNo}/status body: the new status and the handler's note. */
export const FixStatusBody = Type.Object(
  {
    status: FixReportStatusSchema,
    note: Type.String({ maxLength: FIX_NOTE_MAX, description: `处理说明，最多 ${FIX_NOTE_MAX} 个字符` }),
  },
  { additionalProperties: false },
);
export type FixStatusBody = Static<typeof FixStatusBody>;

/** GET /api/data/fixReport/photo/{id} params (agency session). */
export const FixPhotoParams = Type.Object({ id: Id('照片编号') });
export type FixPhotoParams = Static<typeof FixPhotoParams>;

/** 200 of the photo route: the photo's bytes (stored re-encoded as JPEG), not an envelope. */
export const FixPhotoBody = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'image/jpeg' });

/** What the fitness map's type-6 popup shows of the facility (fitness-map.ts MapPointDetail.facility). */
export const MapPointFacility = Type.Object({
  condition: EquipmentConditionSchema,
  conditionName: Type.String(),
  equipmentCount: Type.Integer(),
  /** Pieces with an open safety report (报修中). */
  repairingCount: Type.Integer(),
});
export type MapPointFacility = Static<typeof MapPointFacility>;
