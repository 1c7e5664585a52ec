/**
 * 公共体育场馆免费低收费开放服务评估结果 (/main/evaluation; spec §2) in the server-rendered first HTML
 * (plugins/first-html): for the address's year (`year`, else the latest evaluated year, as the page and
 * the API default), the national summary as a sentence (venue count, average score, venues per grade;
 * evaluation.presenter.ts presentSummary, as the summary call) and the page (pageNum from the address) of
 * the results table in its default order (score, highest first) as links to the venues' detail pages
 * with area, score and grade. Canonical: /main/evaluation with the asked year and pageNum > 1.
 * A year without evaluations: the list shape with no rows, noindex (HTTP 200: the page exists and shows
 * "no results"; null would answer 404); with nothing evaluated at all, the list shape with no rows.
 */
import type { EvaluationSummary } from '@portal/contracts/evaluation';
import { EVALUATION_GRADES } from '@portal/contracts/evaluation.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { escapeHtml, idParam, paragraph } from '../../plugins/first-html/page-snapshot.js';
import { listSnapshot, pageNumOf, SNAPSHOT_PAGE_SIZE } from '../../plugins/first-html/snapshot-shapes.js';
import type { PortalApp } from '../../types.js';
import { venueDetailPagePath } from '../venue/venue.pages.js';
import { presentEvaluation, presentSummary } from './evaluation.presenter.js';
import { aggregateByProvince, latestEvaluatedYear, searchEvaluations } from './evaluation.repository.js';

const PATH = catalogue.evaluation.path;

/** '2025 年度共评估 120 个场馆，平均得分 82.4 分；优秀 30 个、良好 50 个、合格 35 个、不合格 5 个。' */
function summaryText(summary: EvaluationSummary): string {
  const grades = EVALUATION_GRADES.map((grade) => `${grade} ${summary.grades[grade]} 个`).join('、');
  return `${summary.year} 年度共评估 ${summary.venueCount} 个场馆，平均得分 ${summary.averageScore} 分；${grades}。`;
}

/** Adds the /main/evaluation renderer to `app.firstHtml` (module comment); called once by evaluation.routes.ts. */
export function registerEvaluationPage(app: PortalApp): void {
  app.firstHtml.addPage(PATH, async ({ title, query }) => {
    // A malformed year is dropped, as the page's URL state drops it (the latest year is shown).
    const asked = idParam(query, 'year') ?? undefined;
    const year = asked ?? (await latestEvaluatedYear(app.db));
    const pageNum = pageNumOf(query);
    if (year === undefined) return listSnapshot({ title, path: PATH, total: 0, pageNum, unit: '个', links: [] });
    const [provinces, { rows, total }] = await Promise.all([
      aggregateByProvince(app.db, { year }),
      searchEvaluations(
        app.db,
        { year },
        { orderBy: 'score', order: 'desc' },
        { pageNum, pageSize: SNAPSHOT_PAGE_SIZE },
      ),
    ]);
    if (provinces.length === 0)
      return {
        ...listSnapshot({ title, path: PATH, query: { year: asked }, total: 0, pageNum, unit: '个', links: [] }),
        noindex: true,
      };
    const links = rows.map(presentEvaluation).map((item) => ({
      href: venueDetailPagePath(item),
      text: item.name,
      note: `${item.areaName} · ${item.score} 分 · ${item.grade}`,
    }));
    const snapshot = listSnapshot({ title, path: PATH, query: { year: asked }, total, pageNum, unit: '个', links });
    const summary = summaryText(presentSummary(year, provinces));
    return {
      ...snapshot,
      description: summary,
      bodyHtml: `${paragraph(summary)}<h2>${escapeHtml(`${year} 年度评估结果明细`)}</h2>${snapshot.bodyHtml}`,
    };
  });
}
