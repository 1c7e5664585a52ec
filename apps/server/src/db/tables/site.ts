/**
 * Kysely table types. Site furniture: home page banners, the server menu and site parameters.
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** Home page carousel slide. */
export interface BannerTable {
  id: Generated<number>;
  title: string;
  media_id: number;
  link_path: string; // in-site path ('/news/newsdetail?id=3') or absolute http(s) URL
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
