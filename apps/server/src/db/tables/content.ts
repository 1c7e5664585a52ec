/**
 * Kysely table types. The CMS content sections: news, notices, regulations, guidance and fitness cases.
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

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
  policy_id: number | null; // a 政策解读's policy (the regulation it interprets), else null (migration 0027)
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
