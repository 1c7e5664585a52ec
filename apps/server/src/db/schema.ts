/**
 * Kysely table types for the portal database — the one schema shared by SQLite and PostgreSQL.
 *
 * Conventions (DESIGN.md "Data"):
 * - column names are snake_case; the API presenters map them to the spec's camelCase names;
 * - instants are ISO-8601 UTC text (`2026-11-21T05:35:00.000Z`), calendar dates are `YYYY-MM-DD` text,
 *   so both dialects store, sort and compare them the same way; they are shown in Asia/Shanghai;
 * - booleans are integers 0/1 (SQLite has no boolean type);
 * - `Generated<number>` ids are assigned by the database (autoincrement / identity).
 */
import type { Generated } from 'kysely';

/** Administrative division (GB/T 2260): province (level 1), city (2) or county (3), with its centre. */
export interface DivisionTable {
  code: string; // 6 digits, e.g. '110101'
  name: string;
  level: number; // 1 province, 2 city (prefecture), 3 county (district)
  parent_code: string | null;
  province_code: string;
  city_code: string | null; // null for provinces
  lng: number; // centre, WGS-84-ish degrees as published by the map data set
  lat: number;
}

/** A sports venue (spec §3 venue; organType 1-4). Later sections add opening and yearly data tables. */
export interface VenueTable {
  organ_id: Generated<number>;
  name: string;
  organ_type: number; // 1 stadium, 2 gymnasium, 3 swimming/diving hall, 4 national fitness centre
  province_code: string;
  city_code: string;
  county_code: string;
  address: string;
  lng: number;
  lat: number;
  phone: string;
  seats: number;
  floor_area: number; // m²
  is_large: number; // 0/1, by the free/low-fee programme's thresholds
  created_at: string;
  // --- added by migration 0004 (venue opening section, issue 3) ---
  sports: string; // JSON array of sport names offered, e.g. '["篮球","羽毛球"]'
  has_outdoor: number; // 0/1: the venue has outdoor areas (programme rule: free >= 12 h/day)
  market_price: number; // yuan per person-hour, the local market price of the venue's main sport
  low_fee_price: number; // yuan per person-hour in low-fee slots (programme: <= 70 % of market_price)
  concession_price: number; // yuan for seniors, disabled people, students, military, firefighters (<= half)
  cover_media_id: number | null; // main photo (media table)
}

/**
 * One opening slot of a venue's standing schedule (spec issue 3 "opening schedule").
 * day_kind: 1-7 ISO weekday (Mon..Sun) of an ordinary week; 8 public holiday (法定节假日);
 * 9 school-vacation workday (寒暑假 Mon-Fri). Minutes are local time (Asia/Shanghai) from 00:00;
 * end_minute may exceed 1440 for a slot that crosses midnight (e.g. 1320..1560 = 22:00-02:00).
 * fee_kind: 'free' | 'low' | 'paid'; area: 'indoor' | 'outdoor'.
 */
export interface VenueScheduleSlotTable {
  id: Generated<number>;
  organ_id: number;
  day_kind: number;
  start_minute: number;
  end_minute: number;
  fee_kind: string;
  area: string;
}

/**
 * The national calendar (Asia/Shanghai dates) the open-now engine reads. kind: 'holiday' (法定节假日 rest
 * day), 'workday' (调休上班: a weekend day worked), 'vacation' (school winter/summer vacation day).
 * Dates absent from the table are ordinary days (Mon-Fri workday, Sat/Sun rest day).
 */
export interface CalendarDayTable {
  day: string; // 'YYYY-MM-DD'
  kind: string;
  name: string; // e.g. '国庆节', '暑假'
}

/** An announced closure (闭馆公告) of a whole venue: [start_time, end_time) ISO UTC, announced_at ISO UTC. */
export interface VenueClosureTable {
  id: Generated<number>;
  organ_id: number;
  start_time: string;
  end_time: string;
  reason: string;
  announced_at: string;
}

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
}

/** Image of a venue (GET /api/data/organ/image/{organId}/list). */
export interface VenueImageTable {
  id: Generated<number>;
  organ_id: number;
  media_id: number;
  caption: string;
  sort: number;
}

/** Introduction, announcement or notice text of a venue; kind: 'introduction' | 'announcement' | 'notice'. */
export interface VenueIntroductionTable {
  id: Generated<number>;
  organ_id: number;
  kind: string;
  title: string;
  content_html: string;
  publish_time: string; // ISO UTC
}

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
  filled_at: string; // ISO UTC
}

/** Comprehensive evaluation of a venue's free/low-fee opening for a year (综合评价). */
export interface VenueEvaluationTable {
  organ_id: number;
  year: number;
  score: number; // 0..100, one decimal
  grade: string; // 优秀 / 良好 / 合格 / 不合格
  province_rank: number; // 1 = best within the province that year
}

/** A venue video (GET venue video list, /videoCat). url: in-site path of an .m3u8 (format 'hls') or .mp4. */
export interface VenueVideoTable {
  id: Generated<number>;
  organ_id: number;
  title: string;
  url: string;
  format: string; // 'hls' | 'mp4'
  cover_media_id: number | null;
  duration_seconds: number;
  publish_time: string;
}

/** A venue's passenger-flow push key; only the SHA-256 hex of the key is stored. */
export interface VenueFlowKeyTable {
  organ_id: number;
  key_hash: string;
  created_at: string;
}

/** Hourly passenger flow: visitors in [hour:00, hour+1:00) of flow_date (Asia/Shanghai). */
export interface VenueFlowHourTable {
  organ_id: number;
  flow_date: string; // 'YYYY-MM-DD'
  hour: number; // 0..23, the hour the count starts
  count: number;
  pushed_at: string; // ISO UTC
}

/** Running day total per venue, kept in step with venue_flow_hour by each push (ranking reads this). */
export interface VenueFlowDayTable {
  organ_id: number;
  flow_date: string;
  total: number;
  updated_at: string;
}

/** Columns shared by the article-like tables (news, notice). */
interface ArticleColumns {
  id: Generated<number>;
  title: string;
  summary: string;
  source: string; // issuing department or outlet, e.g. '国家体育总局群体司'
  author: string;
  category: string;
  content_html: string; // rich text, sanitized again when served
  publish_time: string; // ISO UTC
  view_count: number;
}

export interface NewsTable extends ArticleColumns {
  cover_media_id: number | null;
}

export type NoticeTable = ArticleColumns;

/** Laws, regulations and policy documents (政策法规). */
export interface RegulationTable {
  id: Generated<number>;
  title: string;
  issuing_body: string; // 发布机关
  document_number: string; // 文号, e.g. '体群字〔2024〕12号'
  category: string; // 法律 / 行政法规 / 部门规章 / 规范性文件 / 地方性法规 / 政策解读
  status: string; // 现行有效 / 已修订 / 已废止
  publish_date: string; // YYYY-MM-DD
  effective_date: string; // YYYY-MM-DD
  summary: string;
  content_html: string;
  view_count: number;
}

/** Venue-informatisation consulting guidance (footer entries, /guidance/guidanceDetail). */
export interface GuidanceTable {
  id: Generated<number>;
  name: string;
  summary: string;
  content_html: string;
  publish_time: string;
  sort: number;
}

/** Fitness work case (健身工作案例, /fitnessCase?case_id). */
export interface FitnessCaseTable {
  id: Generated<number>;
  name: string;
  region: string; // e.g. '浙江省杭州市'
  summary: string;
  content_html: string;
  cover_media_id: number | null;
  publish_time: string;
  sort: number;
}

/** Home page carousel slide. */
export interface BannerTable {
  id: Generated<number>;
  title: string;
  media_id: number;
  link_path: string; // in-site path ('/news/newsdetail?id=3') or absolute http(s) URL
  sort: number;
}

/** A stored file (seeded SVG images, attachments). Served by GET /api_/ow/file/{id}. */
export interface MediaTable {
  id: Generated<number>;
  file_name: string;
  mime: string;
  size: number; // bytes
  body: Buffer;
  created_at: string;
}

/** A downloadable attachment of an article. owner_type: news | notice | regulation | guidance | case. */
export interface AttachmentTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  file_name: string;
  media_id: number;
  sort: number;
}

/** The server menu (GET /api/data/site/searchMenu): a tree of tab items (spec §3 tab/menu item). */
export interface SiteMenuTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  path: string;
  hidden: number; // 0/1
  divided: number; // 0/1
  sort: number;
}

/** Site parameters by dictKey (GET /api/data/paramConf/{dictKey}); value is JSON text. */
export interface ParamConfTable {
  dict_key: string;
  value: string;
  description: string;
}

/** Public-access and agency accounts. kind: 'public' | 'agency'. */
export interface AccountTable {
  id: Generated<number>;
  user_name: string;
  display_name: string;
  kind: string;
  organ_name: string; // the agency the user works for
  password_hash: string; // 'scrypt$N$r$p$salt$hash' (base64 parts)
  failed_count: number;
  locked_until: string | null; // ISO UTC
  created_at: string;
}

/** A session token (public access token or agency session). Only the SHA-256 of the token is stored. */
export interface SessionTable {
  token_hash: string; // hex sha256 of the random token
  kind: string; // 'public' | 'agency'
  account_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string; // absolute end (public: +14400 s; agency: +12 h)
}

/** One-time single-sign-on ticket for an external filling system (spec §6). Stored hashed. */
export interface SsoTicketTable {
  ticket_hash: string;
  app_id: string;
  account_id: number;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  used_ip: string | null;
}

/** Security audit trail: login, logout, login_failed, locked, sso_issued, sso_used, sso_rejected. */
export interface AuditLogTable {
  id: Generated<number>;
  time: string;
  action: string;
  user_name: string;
  ip: string;
  result: string; // 'ok' or a short reason
  detail: string;
}

/**
 * A point of the national fitness map (issue 4; spec §3 map types; migration 0006). map_type: 1-4 the
 * venue types, 5 events and activities (at a venue), 6 venues and equipment, whose sub-kind is `kind`
 * ('fitness_path' 全民健身路径, 'special_site' 特色活动场地, 'fitness_center' 体育健身中心, 'sports_park'
 * 体育公园, 'skating_rink' 滑冰场, 'fitness_trail' 健身步道; '' for types 1-5). Links: organ_id -> venue
 * (types 1-4 with a venue page; type 5: the venue it is held at), match_id -> venue_match (type 5).
 * open_hours: daily local hours where known ('全天开放' or 'HH:mm-HH:mm'), else null. Degrees lng/lat as
 * the division centres (modules/fitness-map builds its in-memory index from id, map_type, lng, lat).
 */
export interface MapPointTable {
  id: Generated<number>;
  map_type: number;
  kind: string;
  name: string;
  address: string;
  lng: number;
  lat: number;
  province_code: string;
  city_code: string;
  county_code: string;
  phone: string | null;
  open_hours: string | null;
  organ_id: number | null;
  match_id: number | null;
}

export interface Database {
  division: DivisionTable;
  venue: VenueTable;
  venue_schedule_slot: VenueScheduleSlotTable;
  calendar_day: CalendarDayTable;
  venue_closure: VenueClosureTable;
  venue_year_stat: VenueYearStatTable;
  venue_image: VenueImageTable;
  venue_introduction: VenueIntroductionTable;
  venue_match: VenueMatchTable;
  venue_training: VenueTrainingTable;
  sports_authority: SportsAuthorityTable;
  sports_authority_year: SportsAuthorityYearTable;
  venue_evaluation: VenueEvaluationTable;
  venue_video: VenueVideoTable;
  venue_flow_key: VenueFlowKeyTable;
  venue_flow_hour: VenueFlowHourTable;
  venue_flow_day: VenueFlowDayTable;
  news: NewsTable;
  notice: NoticeTable;
  regulation: RegulationTable;
  guidance: GuidanceTable;
  fitness_case: FitnessCaseTable;
  banner: BannerTable;
  media: MediaTable;
  attachment: AttachmentTable;
  site_menu: SiteMenuTable;
  param_conf: ParamConfTable;
  account: AccountTable;
  session: SessionTable;
  sso_ticket: SsoTicketTable;
  audit_log: AuditLogTable;
  map_point: MapPointTable;
}
