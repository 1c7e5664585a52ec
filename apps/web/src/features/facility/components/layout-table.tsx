/**
 * The layout's figures as a table (the text twin of the map, WCAG 1.1.1): one row per division —
 * its name (opening its own layout page while it has children), resident population, facilities in
 * total and per 10,000 residents, equipment pieces, then each kind's count as a link into that kind's
 * list filtered to the division. Scrolls sideways inside its region at 375 px.
 */
import { Link } from 'react-router';
import type { LayoutFigures } from '@portal/contracts/facility';
import { FACILITY_KIND_NAMES, FACILITY_KINDS } from '@portal/contracts/facility.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { FACILITY_KIND_PAGES } from '../facility-pages';

const number = (value: number) => value.toLocaleString('zh-CN');

export function LayoutTable({
  rows,
  caption,
  linkRows,
}: {
  rows: readonly LayoutFigures[];
  caption: string;
  /** Division names open their own layout page (not at county level, which has no children). */
  linkRows: boolean;
}) {
  return (
    <div className="facility-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="facility-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">地区</th>
            <th scope="col" className="facility-num">
              常住人口（万人）
            </th>
            <th scope="col" className="facility-num">
              设施总数
            </th>
            <th scope="col" className="facility-num">
              每万人设施数
            </th>
            <th scope="col" className="facility-num">
              器材（件）
            </th>
            {FACILITY_KINDS.map((kind) => (
              <th key={kind} scope="col" className="facility-num">
                {FACILITY_KIND_NAMES[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const counts = new Map(row.counts.map((c) => [c.kind, c.count]));
            return (
              <tr key={row.code}>
                <th scope="row">
                  {linkRows ? (
                    <Link to={catalogue.facilityLayoutDetail.href({ id: Number(row.code) })}>{row.name}</Link>
                  ) : (
                    row.name
                  )}
                </th>
                <td className="facility-num">
                  {(row.population / 10000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })}
                </td>
                <td className="facility-num">
                  <Link
                    to={catalogue.equipmentIndex.href({ areaCode: row.code })}
                    aria-label={`${row.name}全部设施 ${number(row.total)} 处`}
                  >
                    {number(row.total)}
                  </Link>
                </td>
                <td className="facility-num">{row.perTenThousand.toFixed(2)}</td>
                <td className="facility-num">{number(row.equipmentCount)}</td>
                {FACILITY_KINDS.map((kind) => (
                  <td key={kind} className="facility-num">
                    <Link
                      to={FACILITY_KIND_PAGES[kind].list.href({ areaCode: row.code })}
                      aria-label={`${row.name}${FACILITY_KIND_NAMES[kind]} ${number(counts.get(kind) ?? 0)} 处`}
                    >
                      {number(counts.get(kind) ?? 0)}
                    </Link>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
