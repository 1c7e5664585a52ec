/**
 * Matches (赛事活动, /games) and trainings (培训, /training) in the server-rendered first HTML
 * (plugins/first-html; spec §2 pages, §7 /api/data/v2/venue/{match|training}/search and /{id}):
 * - the list page: the first page (pageNum from the address) in the list's own order (ongoing, upcoming,
 *   ended; repository comment) for today in Asia/Shanghai, each event a link to its detail page with its
 *   dates and venue;
 * - the detail page (?id=): the event's name as heading, its facts (organiser, dates, status, sport,
 *   venue, the kind's own fields) and its description, sanitized as the detail API sends it, and a link
 *   to the venue. Unknown or malformed id: null (generic snapshot, noindex);
 * - a sitemap source of every event of the kind (lastmod: its creation; events keep no edit time).
 */
import type { MatchListItem, TrainingListItem } from '@portal/contracts/venue-event';
import { EVENT_STATUS_NAMES } from '@portal/contracts/venue-event.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { factList, idParam, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import {
  dayRange,
  detailSnapshot,
  listSnapshot,
  pageNumOf,
  SNAPSHOT_PAGE_SIZE,
} from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions } from '../area/divisions.js';
import { venueDetailPagePath } from '../venue/venue.pages.js';
import { EVENT_KINDS, type EventKind } from './event-kinds.js';
import { presentEvent, presentEventDetail, type EventListItem } from './venue-event.presenter.js';
import { findEvent, searchEvents } from './venue-event.repository.js';

/** The web pages of a kind (catalogue match/matchDetail, training/trainingDetail) and their wording. */
interface EventPages {
  list: string;
  detail: string;
  /** Counting word of the list: '共 N 场'. */
  unit: string;
  /** The kind's own facts (its extra fields, contracts MatchListItem / TrainingListItem), labelled. */
  extraFacts(item: EventListItem): ReadonlyArray<readonly [string, string | null]>;
}

/** '120 人', or null (fact left out) when the figure is not given. */
const people = (count: number) => (count > 0 ? `${count} 人` : null);

const PAGES: Readonly<Record<EventKind['segment'], EventPages>> = {
  match: {
    list: catalogue.match.path,
    detail: catalogue.matchDetail.path,
    unit: '场',
    extraFacts: (item) => {
      // The item of the match kind carries the match extras (event-kinds.ts MATCH_KIND.presentExtras).
      const match = item as MatchListItem;
      return [
        ['赛事级别', match.level],
        ['预计参与人数', people(match.participants)],
      ];
    },
  },
  training: {
    list: catalogue.training.path,
    detail: catalogue.trainingDetail.path,
    unit: '期',
    extraFacts: (item) => {
      const training = item as TrainingListItem;
      return [
        ['培训对象', training.target],
        ['招收人数', people(training.capacity)],
        ['费用', training.fee > 0 ? `${training.fee} 元/人` : '免费'],
      ];
    },
  },
};

/** The event's days (snapshot-shapes dayRange). */
const dateRange = (item: Pick<EventListItem, 'startDate' | 'endDate'>) => dayRange(item.startDate, item.endDate);

/** Adds the list and detail renderers and the sitemap source of one kind of event. */
function registerKindPages(app: PortalApp, kind: EventKind): void {
  const pages = PAGES[kind.segment];
  const detailHref = (id: number) => pathWithQuery(pages.detail, { id });

  app.firstHtml.addPage(pages.list, async ({ title, query }) => {
    const pageNum = pageNumOf(query);
    const today = shanghaiToday(app.clock());
    const [{ rows, total }, divisions] = await Promise.all([
      searchEvents(app.db, kind.table, kind.extras, { today, pageNum, pageSize: SNAPSHOT_PAGE_SIZE }),
      loadDivisions(app.db),
    ]);
    const links = rows
      .map((row) => presentEvent(kind, row, today, divisions))
      .map((item) => ({ href: detailHref(item.id), text: item.name, note: `${dateRange(item)} · ${item.venue.name}` }));
    return listSnapshot({ title, path: pages.list, total, pageNum, unit: pages.unit, links });
  });

  app.firstHtml.addPage(pages.detail, async ({ query }) => {
    const id = idParam(query);
    const [row, divisions] = await Promise.all([
      id === null ? undefined : findEvent(app.db, kind.table, kind.extras, id),
      loadDivisions(app.db),
    ]);
    if (!row) return null;
    const item = presentEventDetail(kind, row, shanghaiToday(app.clock()), divisions);
    const { venue } = item;
    return detailSnapshot({
      heading: item.name,
      canonical: detailHref(item.id),
      fallbackDescription: `${item.name}：${item.sport}${kind.label}，${dateRange(item)}在${venue.areaName}${venue.name}举行，主办单位${item.organiser}。`,
      factsHtml: factList([
        ['主办单位', item.organiser],
        ['时间', dateRange(item)],
        ['状态', EVENT_STATUS_NAMES[item.status]],
        ['运动项目', item.sport],
        ['举办场馆', venue.name],
        ['所在地区', venue.areaName],
        ['地址', venue.address],
        ...pages.extraFacts(item),
      ]),
      contentHtml: item.descriptionHtml,
      links: [{ href: venueDetailPagePath(venue), text: venue.name, note: '举办场馆' }],
    });
  });

  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: kind.segment,
      table: kind.table,
      idColumn: 'id',
      lastmodColumn: 'created_at',
      path: (row) => detailHref(Number(row.id)),
    }),
  );
}

/**
 * Adds the list and detail renderers and the sitemap sources of matches and trainings to
 * `app.firstHtml` (module comment); called once by venue-event.routes.ts. Throws if a path already has one.
 */
export function registerVenueEventPages(app: PortalApp): void {
  for (const kind of EVENT_KINDS) registerKindPages(app, kind);
}
