/**
 * Fitness facilities (健身设施) in the server-rendered first HTML (plugins/first-html; spec §2 "Equipment
 * under /equipment/"):
 * - /equipment/index (all facilities) and each kind's list page (contracts FACILITY_KIND_PATHS): the
 *   count and one page of facilities in list order (county, kind, condition, id) as links to their detail
 *   pages, read as the list calls read them (facility-list.ts: the in-memory snapshot, then the page's rows);
 * - the detail pages (the four kinds' own and fieldDetail): the facility's name as heading, its facts
 *   (kind, place, address, manager, hours, opening, phone, size, year, length, condition), its
 *   description, and its equipment pieces and fields as text, through the detail call's presenter
 *   (facility-detail.ts). Canonical: the facility's own kind's detail page, whichever was asked. Unknown
 *   or malformed id: null (generic snapshot, noindex);
 * - a sitemap source of every facility's detail page (no modification date is kept).
 */
import type { FacilityDetail } from '@portal/contracts/facility';
import {
  FACILITY_INDEX_PATH,
  FACILITY_KIND_PATHS,
  FACILITY_KINDS,
  facilityDetailPath,
  type FacilityKind,
} from '@portal/contracts/facility.codes';
import {
  factList,
  headingOf,
  idParam,
  paragraph,
  pathWithQuery,
  textList,
} from '../../plugins/first-html/page-snapshot.js';
import {
  dataSourceByline,
  detailSnapshot,
  listSnapshot,
  pageNumOf,
  SNAPSHOT_PAGE_SIZE,
} from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { findFacilityDetail } from './facility-detail.js';
import { facilityList } from './facility-list.js';

/** The detail facts as the detail page shows them (features/facility facility-detail-page.tsx). */
function facilityFacts(f: FacilityDetail): string {
  return factList([
    ['设施类型', f.kindName],
    ['所在地区', f.areaName],
    ['地址', f.address],
    ['管理单位', f.managerUnit],
    ['开放时间', f.openHours],
    ['开放方式', `${f.openToPublic ? '向公众开放' : '不对外开放'}，${f.free ? '免费' : '收费'}`],
    ['联系电话', f.phone],
    ['占地面积', f.area > 0 ? `${f.area} 平方米` : null],
    ['建成年份', `${f.buildYear} 年`],
    ['长度', f.length === null ? null : `${f.length} 米`],
    ['设施状况', f.conditionName],
  ]);
}

/** The pieces and fields as text: '太空漫步机（传统，正常）', '笼式足球场（足球，人造草）'. */
function partsHtml(f: FacilityDetail): string {
  const pieces = f.equipment.map((p) => `${p.name}（${p.categoryName}，${p.conditionName}）`);
  const fields = f.fields.map((d) => `${d.name}（${[d.sport, d.surface].filter(Boolean).join('，')}）`);
  return [
    `<h2>健身器材（${pieces.length} 件）</h2>`,
    pieces.length > 0 ? textList(pieces) : paragraph('暂无器材信息。'),
    fields.length > 0 ? `<h2>场地（${fields.length} 块）</h2>${textList(fields)}` : '',
  ].join('');
}

/**
 * Adds the section's page renderers (the lists, the five detail paths) and its sitemap source to
 * `app.firstHtml` (module comment); called once by facility.routes.ts. Throws if a path already has one.
 */
export function registerFacilityPages(app: PortalApp): void {
  const lists: ReadonlyArray<readonly [string, readonly FacilityKind[] | undefined]> = [
    [FACILITY_INDEX_PATH, undefined],
    ...FACILITY_KINDS.map((kind) => [FACILITY_KIND_PATHS[kind].list, [kind]] as const),
  ];
  for (const [path, kinds] of lists) {
    app.firstHtml.addPage(path, async ({ title, query }) => {
      const pageNum = pageNumOf(query);
      const { list, total } = await facilityList(app.db, { pageNum, pageSize: SNAPSHOT_PAGE_SIZE, kinds });
      // The links carry the list's name as `from`, as the app's do (spec §2 Breadcrumb rule 7): a visitor
      // who follows one before the app takes over gets the same middle crumb.
      const from = headingOf(title);
      const links = list.map((item) => ({
        href: pathWithQuery(FACILITY_KIND_PATHS[item.kind].detail, { id: item.id, from }),
        text: item.name,
        note: `${item.kindName} · ${item.areaName}`,
      }));
      return listSnapshot({ title, path, total, pageNum, unit: '处', links });
    });
  }

  const render = async ({ query }: { query: URLSearchParams }) => {
    const id = idParam(query);
    const f = id === null ? undefined : await findFacilityDetail(app.db, id);
    if (!f) return null;
    return detailSnapshot({
      heading: f.name,
      canonical: facilityDetailPath(f.kind, f.id),
      byline: dataSourceByline(f.dataSource),
      fallbackDescription: `${f.name}：${f.kindName}，位于${f.areaName}${f.address}。健身器材 ${f.equipment.length} 件，场地 ${f.fields.length} 块。`,
      factsHtml: facilityFacts(f) + paragraph(f.description) + partsHtml(f),
    });
  };
  const detailPaths = new Set(FACILITY_KINDS.map((kind) => FACILITY_KIND_PATHS[kind].detail));
  for (const path of detailPaths) app.firstHtml.addPage(path, render);

  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'facility',
      table: 'facility',
      idColumn: 'id',
      lastmodColumn: null,
      columns: ['kind'],
      path: (row) => facilityDetailPath(String(row.kind), Number(row.id)),
    }),
  );
}
