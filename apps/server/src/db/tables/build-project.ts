/**
 * Kysely table types. Construction projects (建设项目, spec §2 /main/vBuild/*, §7 /api/data/build/*) funded by
 * central budget investment and the central lottery public-welfare fund, and their progress timeline.
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** A construction project. Money in 万元, area in m², dates 'YYYY-MM-DD' (null until the status is reached). */
export interface BuildProjectTable {
  id: Generated<number>;
  kind: string; // venueEquipment | gymCenter | ice | sportsPark (contracts build-project.codes BUILD_KINDS)
  name: string;
  province_code: string;
  city_code: string;
  county_code: string;
  address: string;
  lng: number;
  lat: number;
  year: number; // year of the investment plan (立项年度)
  status: string; // approved | building | completed | inUse (BUILD_STATUSES)
  approved_date: string;
  start_date: string | null;
  completed_date: string | null;
  in_use_date: string | null;
  total_investment: number; // 万元
  central_subsidy: number; // 万元
  fund_source: string; // 中央预算内投资 | 中央集中彩票公益金
  area: number; // m² (building area of a centre or rink, site area of a park or field)
  facilities: string; // JSON array of facility names, e.g. '["健身步道","笼式足球场"]'
  content: string; // construction content, one paragraph
  responsible_unit: string;
  organ_id: number | null; // the venue a project in use became (venue.organ_id)
}

/** One step of a project's timeline; stage is the status it marks, media_id its photo (media table). */
export interface BuildProjectProgressTable {
  id: Generated<number>;
  project_id: number;
  stage: string;
  day: string; // YYYY-MM-DD
  title: string;
  description: string;
  media_id: number | null;
  sort: number;
}
