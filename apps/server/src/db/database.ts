/**
 * Opens the portal database: Kysely over better-sqlite3 (default) or pg (`postgres://` URLs).
 * This is the only file that chooses a dialect (DESIGN.md "Data").
 *
 * - SQLite: WAL journal, foreign keys on, 5 s busy timeout; the file's folder is created if missing.
 * - PostgreSQL: a pool of `poolSize` connections; int8 (count(*)) and numeric are parsed to JS numbers.
 *   Lost connections (restart, failover, idle_session_timeout) never crash the process and are logged
 *   once per outage (./connection-loss.ts); a connect waits at most CONNECT_TIMEOUT_MS.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { watchPool, type ConnectionLogger } from './connection-loss.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import type { DivisionTable } from './tables/area.js';
import type {
  VenueTable,
  VenueImageTable,
  VenueIntroductionTable,
  VenueVideoTable,
  VideoJobTable,
} from './tables/venue.js';
import type { VenueScheduleSlotTable, CalendarDayTable, VenueClosureTable } from './tables/venue-opening.js';
import type {
  VenueYearStatTable,
  VenueYearSubmissionTable,
  SportsAuthorityTable,
  SportsAuthorityYearTable,
  VenueEvaluationTable,
} from './tables/programme.js';
import type { VenueMatchTable, VenueTrainingTable } from './tables/venue-event.js';
import type {
  VenueFlowKeyTable,
  VenueFlowHourTable,
  VenueFlowDayTable,
  VenueFlowLateTable,
} from './tables/passenger-flow.js';
import type { NewsTable, NoticeTable, RegulationTable, GuidanceTable, FitnessCaseTable } from './tables/content.js';
import type { MediaTable, AttachmentTable } from './tables/file.js';
import type { BannerTable, SiteMenuTable, ParamConfTable } from './tables/site.js';
import type { AccountTable, SessionTable, SsoTicketTable, AuditLogTable } from './tables/auth.js';
import type { MapPointTable } from './tables/fitness-map.js';
import type { ScienceGuideTable, FitnessStationTable } from './tables/science-guide.js';
import type { GamesTable, GamesRaceTable, GamesResultTable, GamesNewsTable } from './tables/community-games.js';
import type { BuildProjectTable, BuildProjectProgressTable } from './tables/build-project.js';
import type { FeedbackTable, FeedbackScopeTable } from './tables/feedback.js';
import type { DataChangeTable, DataChangeRowTable } from './tables/data-change.js';
import type {
  ExchangeClientTable,
  ExchangeImportGrantTable,
  ExchangeImportRowTable,
  ExchangeImportTable,
  ExchangeNonceTable,
  ExchangeRevisionTable,
  ExchangeSourceTable,
  ExchangeRejectionDayTable,
  ExchangeReceivedDayTable,
} from './tables/data-exchange.js';
import type {
  CmsColumnTable,
  CmsGrantTable,
  CmsItemTable,
  CmsVersionTable,
  ContentGoneTable,
} from './tables/content-admin.js';
import type {
  FacilityCertificationTable,
  FacilityEquipmentTable,
  FacilityFieldTable,
  FacilityTable,
  FixReportPhotoTable,
  FixReportTable,
} from './tables/facility.js';
import type { SiteSearchTermTable } from './tables/site-search.js';
import type {
  FitnessOrganizationTable,
  GuiderArticleTable,
  GuiderStationTable,
  OrganizationServiceRecordTable,
  SportGuiderActivityTable,
  SportGuiderCellTable,
  SportGuiderNameGramTable,
  SportGuiderTable,
} from './tables/sport-guider.js';

/**
 * The portal database as Kysely sees it: one interface composed of the per-table types in ./tables/
 * (one file per domain) — the one schema shared by SQLite and PostgreSQL; ./migrations/ create it.
 *
 * Conventions (DESIGN.md "Data"):
 * - column names are snake_case; the API presenters map them to the spec's camelCase names;
 * - instants are ISO-8601 UTC text (`2026-11-21T05:35:00.000Z`), calendar dates are `YYYY-MM-DD` text,
 *   so both dialects store, sort and compare them the same way; they are shown in Asia/Shanghai;
 * - booleans are integers 0/1 (SQLite has no boolean type);
 * - `Generated<number>` ids are assigned by the database (autoincrement / identity).
 */
export interface Database {
  division: DivisionTable;
  venue: VenueTable;
  venue_schedule_slot: VenueScheduleSlotTable;
  calendar_day: CalendarDayTable;
  venue_closure: VenueClosureTable;
  venue_year_stat: VenueYearStatTable;
  venue_year_submission: VenueYearSubmissionTable;
  venue_image: VenueImageTable;
  venue_introduction: VenueIntroductionTable;
  venue_match: VenueMatchTable;
  venue_training: VenueTrainingTable;
  sports_authority: SportsAuthorityTable;
  sports_authority_year: SportsAuthorityYearTable;
  venue_evaluation: VenueEvaluationTable;
  venue_video: VenueVideoTable;
  video_job: VideoJobTable;
  venue_flow_key: VenueFlowKeyTable;
  venue_flow_hour: VenueFlowHourTable;
  venue_flow_day: VenueFlowDayTable;
  venue_flow_late: VenueFlowLateTable;
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
  science_guide: ScienceGuideTable;
  fitness_station: FitnessStationTable;
  games: GamesTable;
  games_race: GamesRaceTable;
  games_result: GamesResultTable;
  games_news: GamesNewsTable;
  build_project: BuildProjectTable;
  build_project_progress: BuildProjectProgressTable;
  feedback: FeedbackTable;
  feedback_scope: FeedbackScopeTable;
  facility: FacilityTable;
  facility_field: FacilityFieldTable;
  facility_certification: FacilityCertificationTable;
  facility_equipment: FacilityEquipmentTable;
  fix_report: FixReportTable;
  fix_report_photo: FixReportPhotoTable;
  guider_station: GuiderStationTable;
  sport_guider: SportGuiderTable;
  sport_guider_name_gram: SportGuiderNameGramTable;
  site_search_term: SiteSearchTermTable;
  sport_guider_cell: SportGuiderCellTable;
  sport_guider_activity: SportGuiderActivityTable;
  guider_article: GuiderArticleTable;
  fitness_organization: FitnessOrganizationTable;
  organization_service_record: OrganizationServiceRecordTable;
  data_change: DataChangeTable;
  data_change_row: DataChangeRowTable;
  cms_column: CmsColumnTable;
  cms_grant: CmsGrantTable;
  cms_item: CmsItemTable;
  cms_version: CmsVersionTable;
  content_gone: ContentGoneTable;
  exchange_client: ExchangeClientTable;
  exchange_nonce: ExchangeNonceTable;
  exchange_source: ExchangeSourceTable;
  exchange_revision: ExchangeRevisionTable;
  exchange_rejection_day: ExchangeRejectionDayTable;
  exchange_received_day: ExchangeReceivedDayTable;
  exchange_import: ExchangeImportTable;
  exchange_import_row: ExchangeImportRowTable;
  exchange_import_grant: ExchangeImportGrantTable;
}

export type DialectName = 'sqlite' | 'postgres';

export interface PortalDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The URL or file it was opened with: a worker thread opens its own handle on it (':memory:' cannot be shared). */
  url: string;
  /** Closes the pool / file handle. */
  destroy(): Promise<void>;
  /** Sends connection-loss lines to `logger` (buildApp: the app's logger); stderr until then. */
  logTo(logger: ConnectionLogger): void;
}

/**
 * A connect to an unreachable server (a failover's black hole) must not hold a request for ever:
 * it fails after this long and the request answers 503 (docs/decisions/resilience.md).
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Opens `url`: a `postgres://` / `postgresql://` URL, or a SQLite file path (':memory:' allowed). */
export function openDatabase(url: string, options: { poolSize?: number } = {}): PortalDatabase {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // count(*) and bigint come back as strings by default; our counts fit in a double.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
    const watch = watchPool(
      new pg.Pool({
        connectionString: url,
        max: options.poolSize ?? 10,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      }),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: watch.pool }) });
    return { db, dialect: 'postgres', url, destroy: () => db.destroy(), logTo: watch.logTo };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // A local file has no connection to lose: nothing to log.
  return { db, dialect: 'sqlite', url, destroy: () => db.destroy(), logTo: () => {} };
}
