/**
 * Fitness work cases (健身工作案例): GET /api_/ruoyi/case/list (data.list items' id and name become the
 * cases tab's sub-menu entries /fitnessCase?case_id={id}, spec §2-§3) and /api_/ruoyi/case/detail?id.
 * List order: sort asc, id asc; paging only. 404 message: '健身工作案例不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CaseDetail, CaseListItem } from '@portal/contracts/content';
import { PageQuery } from '@portal/contracts/paging';
import type { Selectable } from 'kysely';
import type { FitnessCaseTable } from '../../db/tables/content.js';
import { registerContentRoutes } from '../content/content.routes.js';
import { fileUrl } from '../file/file-url.js';

type DetailRow = Selectable<FitnessCaseTable>;
type ListRow = Omit<DetailRow, 'content_html'>;

const listColumns: (keyof ListRow)[] = ['id', 'name', 'region', 'summary', 'publish_time', 'cover_media_id', 'sort'];

const presentItem = (row: ListRow): CaseListItem => ({
  id: row.id,
  name: row.name,
  region: row.region,
  summary: row.summary,
  publishTime: row.publish_time,
  coverUrl: row.cover_media_id ? fileUrl(row.cover_media_id) : null,
});

const fitnessCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerContentRoutes<ListRow, DetailRow>(app, {
    prefix: '/api_/ruoyi/case',
    label: '健身工作案例',
    tag: 'fitness-case',
    source: {
      table: 'fitness_case',
      ownerType: 'case',
      orderColumn: 'sort',
      direction: 'asc',
      listColumns,
      detailColumns: [...listColumns, 'content_html'],
      titleColumn: 'name',
    },
    listQuery: PageQuery,
    itemSchema: CaseListItem,
    detailSchema: CaseDetail,
    presentItem,
    presentDetail: (row, parts): CaseDetail => ({ ...presentItem(row), ...parts }),
  });
};

export default fitnessCaseRoutes;
