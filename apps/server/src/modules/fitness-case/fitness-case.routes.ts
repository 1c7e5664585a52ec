/**
 * Fitness work cases (健身工作案例): GET /api_/ruoyi/case/list (data.list items' id and name become the
 * cases tab's sub-menu entries /fitnessCase?case_id={id}, spec §2-§3) and /api_/ruoyi/case/detail?id.
 * List order: sort asc, id asc; paging only. 404 message: '健身工作案例不存在或已删除'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CaseDetail, CaseListItem } from '@portal/contracts/content';
import { PageQuery } from '@portal/contracts/paging';
import { registerContentRoutes } from '../content/content.routes.js';
import { registerFitnessCasePage } from './fitness-case.pages.js';
import { presentCaseDetail, presentCaseItem, type CaseListRow } from './fitness-case.presenter.js';

const listColumns: (keyof CaseListRow)[] = [
  'id',
  'name',
  'region',
  'summary',
  'publish_time',
  'cover_media_id',
  'sort',
];

const fitnessCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const source = registerContentRoutes(app, {
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
    presentItem: presentCaseItem,
    presentDetail: presentCaseDetail,
  });
  registerFitnessCasePage(app, source);
};

export default fitnessCaseRoutes;
