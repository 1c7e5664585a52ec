/**
 * Regulation results: a table with column headers — 标题, 文号, 发布机关, 发布日期, 施行日期,
 * 效力状态 — on wide screens, and the same records as cards below 768 px (375 px phones, 200 % zoom).
 * CSS switches between the two with display:none, so only one is ever in the accessibility tree.
 */
import { Link } from 'react-router';
import type { RegulationListItem } from '@portal/contracts/content';
import { RegulationStatusTag } from '../../../components/status-tag/regulation-status-tag';
import { catalogue } from '@portal/contracts/pages.codes';
import { formatDate } from '../../../lib/format-date';
import './regulation-results.css';

const detailHref = (id: number) => catalogue.regulationDetail.href({ id });

function RegulationTable({ items }: { items: readonly RegulationListItem[] }) {
  return (
    <table className="regulation-table">
      <caption className="visually-hidden">政策法规列表</caption>
      <thead>
        <tr>
          <th scope="col">标题</th>
          <th scope="col">文号</th>
          <th scope="col">发布机关</th>
          <th scope="col">发布日期</th>
          <th scope="col">施行日期</th>
          <th scope="col">效力状态</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="regulation-table-title">
              <Link to={detailHref(item.id)}>{item.title}</Link>
            </td>
            <td>{item.documentNumber || '—'}</td>
            <td>{item.issuingBody}</td>
            <td className="regulation-table-date">{formatDate(item.publishDate)}</td>
            <td className="regulation-table-date">{formatDate(item.effectiveDate)}</td>
            <td>
              <RegulationStatusTag status={item.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RegulationCards({ items }: { items: readonly RegulationListItem[] }) {
  return (
    <ul className="regulation-cards">
      {items.map((item) => (
        <li key={item.id} className="regulation-card">
          <h2 className="regulation-card-title">
            <Link to={detailHref(item.id)}>{item.title}</Link>
          </h2>
          <RegulationStatusTag status={item.status} />
          <dl>
            <div>
              <dt>文号</dt>
              <dd>{item.documentNumber || '—'}</dd>
            </div>
            <div>
              <dt>发布机关</dt>
              <dd>{item.issuingBody}</dd>
            </div>
            <div>
              <dt>发布日期</dt>
              <dd>{formatDate(item.publishDate)}</dd>
            </div>
            <div>
              <dt>施行日期</dt>
              <dd>{formatDate(item.effectiveDate)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function RegulationResults({ items }: { items: readonly RegulationListItem[] }) {
  return (
    <>
      <RegulationTable items={items} />
      <RegulationCards items={items} />
    </>
  );
}
