/**
 * Kysely table types of the editorial back office (docs/decisions/content-management.md).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** A column (栏目): where items of one public table are published, and how many review stages they pass. */
export interface CmsColumnTable {
  code: string; // primary key, e.g. 'news'
  name: string; // e.g. '新闻动态'
  kind: string; // the public table its items publish to
  review_stages: number; // 1..3 (default 3: 初审, 复审, 终审/签发)
  cadence_days: number; // most days between publications before the column is overdue (migration 0021)
}

/** One role of an account on one column ('*': every column), optionally limited to an area (division code). */
export interface CmsGrantTable {
  id: Generated<number>;
  account_id: number;
  role: string; // editor | review1 | review2 | approver | admin
  column_code: string;
  area_code: string | null;
}

/** A content item: the workflow state of its latest version and the public row it publishes to. */
export interface CmsItemTable {
  id: Generated<number>;
  kind: string; // the public table: news | notice | regulation | guidance | fitness_case
  column_code: string;
  area_code: string | null;
  status: string; // draft | in_review | scheduled | published | withdrawn
  stage: number; // in_review: the stage awaiting approval (1-based); else 0
  title: string; // the latest version's title (list and keyword search)
  latest_version: number;
  published_version: number | null; // the version the public row shows, while it shows one
  public_id: number | null; // the row in the public table
  scheduled_at: string | null; // ISO UTC, while scheduled
  reason: string | null; // the last rejection's or withdrawal's reason
  check_override: string | null; // the approver's reason for signing off despite check findings (latest version)
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One saved version of an item (never updated). */
export interface CmsVersionTable {
  id: Generated<number>;
  item_id: number;
  version_no: number; // 1, 2, ...
  title: string;
  summary: string;
  source: string;
  body_html: string; // sanitised on write
  publish_time: string | null; // ISO UTC wished publish time (future: scheduled)
  fields_json: string; // kind-specific fields (author, category, documentNumber, ...)
  attachments_json: string; // [{ fileName, mediaId }]
  digest: string; // SHA-256 hex of the version's content (audit before/after)
  created_by: string;
  created_at: string;
}

/** A public row that was withdrawn or deleted: its detail answers 410. */
export interface ContentGoneTable {
  tbl: string;
  row_id: number;
  gone_at: string;
}
