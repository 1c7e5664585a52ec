/**
 * 数据质量公开 (/dataHealth; docs/decisions/data-exchange.md "Data health") in the server-rendered first HTML
 * (plugins/first-html): for the address's year (`year`, else the current year, as the page and the API
 * default) and province (`areaCode`), the chosen area's figures as a fact list, then one line per province
 * with its headline figures — the same answer the API gives (data-health.routes.ts dataHealthService).
 * A year without figures: the page's heading and a sentence, noindex. Canonical: /dataHealth with the
 * asked year and province.
 */
import type { DataHealthArea } from '@portal/contracts/data-health';
import { catalogue } from '@portal/contracts/pages.codes';
import { ApiError } from '../../lib/api-error.js';
import {
  escapeHtml,
  factList,
  headingOf,
  idParam,
  paragraph,
  pathWithQuery,
  textList,
} from '../../plugins/first-html/page-snapshot.js';
import type { PortalApp } from '../../types.js';
import type { DataHealthAnswer } from './data-health.routes.js';

const PATH = catalogue.dataHealth.path;

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);
const days = (value: number | null) => (value === null ? '—' : `${value} 天`);
const count = (n: number) => n.toLocaleString('zh-CN');
const onTime = (a: DataHealthArea) => (a.flow.expectedHours === 0 ? null : a.flow.onTime / a.flow.expectedHours);

/** The headline facts of an area (the page's figure blocks, in its order). */
function facts(a: DataHealthArea): Array<[string, string]> {
  return [
    ['接收行数', count(a.received.total)],
    ['拒收行数', count(a.rejected.total)],
    ['场馆年度数据已审核占比', percent(a.audit.auditedShare)],
    ['审核用时中位数', days(a.audit.medianAuditDays)],
    ['客流推送按时率', percent(onTime(a))],
    ['客流迟报（小时）', count(a.flow.late)],
    ['客流缺报（小时）', count(a.flow.missing)],
    ['器材完好率', percent(a.equipment.intactShare)],
    ['维修用时中位数', days(a.equipment.medianRepairDays)],
  ];
}

/** Adds the /dataHealth renderer to `app.firstHtml` (module comment); called once by data-health.routes.ts. */
export function registerDataHealthPage(app: PortalApp, answer: DataHealthAnswer): void {
  app.firstHtml.addPage(PATH, async ({ title, intro, query }) => {
    const asked = idParam(query, 'year') ?? undefined;
    const code = /^[0-9]{6}$/.test(query.get('areaCode') ?? '') ? `${query.get('areaCode')!.slice(0, 2)}0000` : '';
    const heading = headingOf(title);
    let health;
    try {
      health = await answer(asked);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        heading,
        description: error.message,
        canonical: pathWithQuery(PATH, { year: asked }),
        intro,
        bodyHtml: paragraph(error.message),
        noindex: true,
      };
    }
    const area = health.provinces.find((p) => p.provinceCode === code) ?? health.national;
    const lead = `${health.year} 年度${area.provinceName}：接收 ${count(area.received.total)} 行、拒收 ${count(area.rejected.total)} 行；场馆年度数据已审核 ${percent(area.audit.auditedShare)}；客流推送按时率 ${percent(onTime(area))}；器材完好率 ${percent(area.equipment.intactShare)}。`;
    const provinces = textList(
      health.provinces.map(
        (p) =>
          `${p.provinceName}：接收 ${count(p.received.total)} 行，拒收 ${count(p.rejected.total)} 行，已审核 ${percent(p.audit.auditedShare)}，客流按时 ${percent(onTime(p))}，器材完好 ${percent(p.equipment.intactShare)}`,
      ),
    );
    return {
      heading,
      description: lead,
      canonical: pathWithQuery(PATH, { year: asked, areaCode: area.provinceCode || undefined }),
      intro,
      bodyHtml: `${paragraph(lead)}${factList(facts(area))}<h2>${escapeHtml('各省份概况')}</h2>${provinces}`,
    };
  });
}
