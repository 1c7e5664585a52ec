/**
 * Construction projects (建设项目) in the server-rendered first HTML (plugins/first-html): the four kind
 * list pages (/main/vBuild/<kind>, newest approval first), each kind's detail page (/main/vBuild/<kind>/
 * detail?id, through the detail API's presenter: place, investment, contents, venue link) and a
 * sitemap source of every project (lastmod: its approval date).
 */
import {
  BUILD_KIND_PAGES,
  BUILD_KINDS,
  BUILD_STATUS_NAMES,
  type BuildKind,
} from '@portal/contracts/build-project.codes';
import { factList, idParam } from '../../plugins/first-html/page-snapshot.js';
import {
  dataSourceByline,
  detailSnapshot,
  listSnapshot,
  pageNumOf,
  SNAPSHOT_PAGE_SIZE,
} from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions } from '../area/divisions.js';
import { venueDetailPagePath } from '../venue/venue.pages.js';
import { presentProject, presentProjectDetail } from './build-project.presenter.js';
import { findProject, searchProjects } from './build-project.repository.js';

const listPath = (kind: BuildKind) => BUILD_KIND_PAGES[kind].list.path;
const detailHref = (kind: BuildKind, id: number) => BUILD_KIND_PAGES[kind].detail.href({ id });

export function registerBuildProjectPages(app: PortalApp): void {
  for (const kind of BUILD_KINDS) {
    app.firstHtml.addPage(listPath(kind), async ({ title, query }) => {
      const pageNum = pageNumOf(query);
      const [divisions, { rows, total }] = await Promise.all([
        loadDivisions(app.db),
        searchProjects(app.db, { kind }, { pageNum, pageSize: SNAPSHOT_PAGE_SIZE }),
      ]);
      const links = rows
        .map((row) => presentProject(row, divisions))
        .map((item) => ({ href: detailHref(kind, item.id), text: item.name, note: `${item.areaName} ${item.year}年` }));
      return listSnapshot({ title, path: listPath(kind), total, pageNum, unit: '个', links });
    });
    app.firstHtml.addPage(BUILD_KIND_PAGES[kind].detail.path, async ({ query }) => {
      const id = idParam(query);
      const rows = id === null ? undefined : await findProject(app.db, id, kind);
      if (!rows) return null;
      const detail = presentProjectDetail(rows, await loadDivisions(app.db));
      return detailSnapshot({
        heading: detail.name,
        canonical: detailHref(kind, detail.id),
        byline: dataSourceByline(detail.dataSource),
        summary: detail.content,
        factsHtml: factList([
          ['状态', BUILD_STATUS_NAMES[detail.status]],
          ['所在地区', detail.areaName],
          ['地址', detail.address],
          ['立项年度', detail.year],
          ['总投资（万元）', detail.totalInvestment],
          ['中央补助（万元）', detail.centralSubsidy],
          ['资金来源', detail.fundSource],
          ['建设面积（平方米）', detail.area],
          ['项目建设单位', detail.responsibleUnit],
          ['建成的主要设施', detail.facilities.join('、')],
        ]),
        links: detail.venue
          ? [{ href: venueDetailPagePath(detail.venue), text: detail.venue.name, note: '关联场馆' }]
          : [],
      });
    });
  }
  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'build-project',
      table: 'build_project',
      idColumn: 'id',
      lastmodColumn: 'approved_date',
      columns: ['kind'],
      path: (row) => detailHref(row.kind as BuildKind, Number(row.id)),
    }),
  );
}
