/**
 * The results of a construction-project list: per project its name (linking to its detail page), status,
 * place, year of the plan, investment and central subsidy in 万元, area in m² and responsible unit.
 */
import type { BuildListItem } from '@portal/contracts/build-project';
import { Link } from 'react-router';
import { BuildStatusTag } from './build-status-tag';
import { formatWan } from './summary-chart';

export function BuildProjectList({
  items,
  detailHref,
}: {
  items: readonly BuildListItem[];
  detailHref: (id: number) => string;
}) {
  return (
    <ul className="build-list">
      {items.map((item) => (
        <li key={item.id} className="build-item">
          <div className="build-item-head">
            <h3 className="build-item-title">
              <Link to={detailHref(item.id)}>{item.name}</Link>
            </h3>
            <BuildStatusTag status={item.status} />
          </div>
          <dl className="build-facts">
            <div>
              <dt>所在地区</dt>
              <dd>{item.areaName || '—'}</dd>
            </div>
            <div>
              <dt>立项年度</dt>
              <dd>{item.year}年</dd>
            </div>
            <div>
              <dt>总投资</dt>
              <dd>{formatWan(item.totalInvestment)}</dd>
            </div>
            <div>
              <dt>中央补助</dt>
              <dd>{formatWan(item.centralSubsidy)}</dd>
            </div>
            <div>
              <dt>建设面积</dt>
              <dd>{item.area.toLocaleString('zh-CN')} 平方米</dd>
            </div>
            <div>
              <dt>建设单位</dt>
              <dd>{item.responsibleUnit}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
