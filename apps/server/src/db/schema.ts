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

export interface Database {
  division: DivisionTable;
  venue: VenueTable;
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
}
