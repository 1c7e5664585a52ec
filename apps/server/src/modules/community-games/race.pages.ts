/**
 * The community games' races in the server-rendered first HTML (plugins/first-html; spec §2 /qmsports):
 * - /qmsports/race/query: the first page (pageNum from the address) of every race in the query page's
 *   default order (no filter; race-filter.ts listOrder for today in Asia/Shanghai), read from the race
 *   snapshot as the search call reads it, each race a link to its detail with its first day and area;
 * - /qmsports/race/detail?id=: the race as the detail call presents it (race-detail.ts): name as heading,
 *   its facts (games, sport, level, status, days, registration, area, venue, organiser, places),
 *   eligibility, rules and schedule as text, and a link to its results when published. The contact's
 *   name and phone are left out: a crawler needs no contact, and the page shows them to readers.
 *   Unknown or malformed id: null (generic snapshot, noindex);
 * - a sitemap source of every race (no modification date is kept).
 */
import { RACE_LEVEL_NAMES, RACE_STATUS_NAMES } from '@portal/contracts/community-games.codes';
import type { RaceDetail } from '@portal/contracts/community-games';
import { catalogue } from '@portal/contracts/pages.codes';
import { factList, idParam, paragraph, pathWithQuery, textList } from '../../plugins/first-html/page-snapshot.js';
import {
  dayRange,
  detailSnapshot,
  listSnapshot,
  pageNumOf,
  SNAPSHOT_PAGE_SIZE,
} from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions } from '../area/divisions.js';
import { presentRaceItem } from './community-games.presenter.js';
import { dayNumberOf } from '../../lib/shanghai-time.js';
import { findRaceDetail } from './race-detail.js';
import { raceStatusAt, searchRaces } from './race-filter.js';
import { raceSnapshot } from './race-snapshot.js';

const LIST = catalogue.raceQuery.path;
const DETAIL = catalogue.raceDetail.path;
const SCORE = catalogue.raceScore.path;
const detailHref = (id: number) => pathWithQuery(DETAIL, { id });

/** Eligibility, rules and schedule as the detail page's sections (plain text, escaped). */
function raceTexts(race: RaceDetail): string {
  const schedule = race.schedule.map((s) => `${s.date} ${s.time} ${s.item}`);
  return [
    race.eligibility.trim() ? `<h2>参赛条件</h2>${paragraph(race.eligibility)}` : '',
    race.rules.trim() ? `<h2>竞赛规程</h2>${paragraph(race.rules)}` : '',
    schedule.length > 0 ? `<h2>赛程安排</h2>${textList(schedule)}` : '',
  ].join('');
}

/**
 * Adds the race list and detail renderers and the race sitemap source to `app.firstHtml` (module
 * comment); called once by community-games.routes.ts. Throws if a path already has one.
 */
export function registerRacePages(app: PortalApp): void {
  app.firstHtml.addPage(LIST, async ({ title, query }) => {
    const pageNum = pageNumOf(query);
    const day = dayNumberOf(app.clock());
    const [s, divisions] = await Promise.all([raceSnapshot(app.db), loadDivisions(app.db)]);
    const { positions, total } = searchRaces(s, {}, day, pageNum, SNAPSHOT_PAGE_SIZE);
    const links = positions
      .map((i) => presentRaceItem(s, i, raceStatusAt(s, i, day), divisions))
      .map((race) => ({ href: detailHref(race.id), text: race.name, note: `${race.startDate} · ${race.areaName}` }));
    return listSnapshot({ title, path: LIST, total, pageNum, unit: '项', links });
  });

  app.firstHtml.addPage(DETAIL, async ({ query }) => {
    const id = idParam(query);
    const race = id === null ? undefined : await findRaceDetail(app.db, id, dayNumberOf(app.clock()));
    if (!race) return null;
    return detailSnapshot({
      heading: race.name,
      canonical: detailHref(race.id),
      fallbackDescription: `${race.name}：${race.gamesName}${race.sport}赛事，${dayRange(race.startDate, race.endDate)}在${race.areaName}${race.venueName}举行，主办单位${race.organiser}。`,
      factsHtml:
        factList([
          ['所属运动会', race.gamesName],
          ['运动项目', race.sport],
          ['赛事级别', RACE_LEVEL_NAMES[race.level]],
          ['状态', RACE_STATUS_NAMES[race.status]],
          ['比赛时间', dayRange(race.startDate, race.endDate)],
          ['报名时间', dayRange(race.registrationStart, race.registrationEnd)],
          ['所在地区', race.areaName],
          ['比赛场地', race.venueName],
          ['地址', race.address],
          ['主办单位', race.organiser],
          ['报名人数', `${race.registered} / ${race.capacity} 人`],
        ]) + raceTexts(race),
      links: race.hasResults
        ? [{ href: pathWithQuery(SCORE, { id: race.id }), text: '成绩查询', note: race.name }]
        : [],
    });
  });

  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'race',
      table: 'games_race',
      idColumn: 'id',
      lastmodColumn: null,
      path: (row) => detailHref(Number(row.id)),
    }),
  );
}
