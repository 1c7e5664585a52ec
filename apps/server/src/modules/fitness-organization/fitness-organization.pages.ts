/**
 * Fitness organisations in the server-rendered first HTML (plugins/first-html): the category list
 * pages (spec §2 /fitnessOrganization/*, contracts ORGANIZATION_CATEGORY_PAGES), the organisation detail through the detail
 * API's presenter (phone masked, whitelisted fields), and a sitemap source of every organisation
 * (lastmod: none, the table keeps no edit time; its founding year is not a modification date).
 */
import {
  ORGANIZATION_CATEGORIES,
  ORGANIZATION_CATEGORY_PAGES,
  type OrganizationCategory,
} from '@portal/contracts/fitness-organization.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { factList, idParam, pathWithQuery } from '../../plugins/first-html/page-snapshot.js';
import {
  detailSnapshot,
  listSnapshot,
  pageNumOf,
  SNAPSHOT_PAGE_SIZE,
} from '../../plugins/first-html/snapshot-shapes.js';
import { tableSitemapSource } from '../../plugins/first-html/table-sitemap-source.js';
import type { PortalApp } from '../../types.js';
import { loadDivisions } from '../area/divisions.js';
import type { CountMemo } from './count-memo.js';
import { presentOrganizationDetail, presentOrganizationItem } from './fitness-organization.presenter.js';
import { findOrganization, findServiceRecords, searchOrganizations } from './fitness-organization.repository.js';

const LIST_PAGES: ReadonlyArray<readonly [string, OrganizationCategory]> = ORGANIZATION_CATEGORIES.map(
  (category) => [ORGANIZATION_CATEGORY_PAGES[category].path, category] as const,
);
const DETAIL = catalogue.fitnessOrganizationDetail.path;
const detailHref = (id: number) => pathWithQuery(DETAIL, { id });
/** Service records shown on the detail (as the detail API). */
const RECORDS = 5;

/** `counts`: the module's count memo, shared with its search route. */
export function registerOrganizationPages(app: PortalApp, counts: CountMemo): void {
  for (const [path, category] of LIST_PAGES) {
    app.firstHtml.addPage(path, async ({ title, query }) => {
      const pageNum = pageNumOf(query);
      const page = { pageNum, pageSize: SNAPSHOT_PAGE_SIZE };
      const [divisions, { rows, total }] = await Promise.all([
        loadDivisions(app.db),
        searchOrganizations(app.db, app.dialect, { category }, page, counts),
      ]);
      const links = rows
        .map((row) => presentOrganizationItem(row, divisions))
        .map((item) => ({ href: detailHref(item.id), text: item.name, note: item.areaName }));
      return listSnapshot({ title, path, total, pageNum, unit: '个', links });
    });
  }
  app.firstHtml.addPage(DETAIL, async ({ query }) => {
    const id = idParam(query);
    const row = id === null ? undefined : await findOrganization(app.db, id);
    if (!row) return null;
    const [divisions, records] = await Promise.all([
      loadDivisions(app.db),
      findServiceRecords(app.db, row.id, RECORDS),
    ]);
    const detail = presentOrganizationDetail(row, divisions, records);
    return detailSnapshot({
      heading: detail.name,
      canonical: detailHref(detail.id),
      summary: detail.introduction,
      factsHtml: factList([
        ['类别', `${detail.categoryName} · ${detail.kindName}`],
        ['所在地区', detail.areaName],
        ['地址', detail.address],
        ['成立年份', detail.foundedYear],
        ['成员人数', detail.memberCount],
        ['业务主管单位', detail.supervisor],
        ['活动时间', detail.meetingTime],
        ['活动地点', detail.meetingPlace],
        ['联系电话', detail.contactPhone],
      ]),
    });
  });
  app.firstHtml.addSitemapSource(
    tableSitemapSource(app.db, {
      name: 'organization',
      table: 'fitness_organization',
      idColumn: 'id',
      lastmodColumn: null,
      path: (row) => detailHref(Number(row.id)),
    }),
  );
}
