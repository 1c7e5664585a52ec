/**
 * The equipment pieces of a facility as a table (name, category, manufacturer, install date, last
 * inspection, condition, 报修): each name opens the piece's page (NationalFitnessPathEquipmentDetail for
 * a path's pieces, equipmentDetail otherwise) with the facility kind's list as the `from` crumb; 报修
 * opens the repair form with the piece chosen. A native table that scrolls sideways inside its region
 * at 375 px.
 */
import { Link } from 'react-router';
import type { EquipmentPiece } from '@portal/contracts/facility';
import { catalogue } from '@portal/contracts/pages.codes';
import { formatDate } from '../../../lib/format-date';
import { equipmentDetailEntry } from '../facility-pages';
import { ConditionTag } from './condition-tag';

export function EquipmentTable({
  pieces,
  from,
  label,
}: {
  pieces: readonly EquipmentPiece[];
  from: string;
  label: string;
}) {
  return (
    <div className="facility-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="facility-table">
        <thead>
          <tr>
            <th scope="col">器材</th>
            <th scope="col">类别</th>
            <th scope="col">生产企业</th>
            <th scope="col">安装日期</th>
            <th scope="col">最近巡检</th>
            <th scope="col">状况</th>
            <th scope="col">报修</th>
          </tr>
        </thead>
        <tbody>
          {pieces.map((piece) => (
            <tr key={piece.id}>
              <td>
                <Link to={equipmentDetailEntry(piece.facilityKind).href({ id: piece.id, from })}>{piece.name}</Link>
              </td>
              <td>{piece.categoryName}</td>
              <td>{piece.manufacturer}</td>
              <td>{formatDate(piece.installDate)}</td>
              <td>{piece.lastInspection ? formatDate(piece.lastInspection) : '—'}</td>
              <td>
                <ConditionTag condition={piece.condition} />
              </td>
              <td>
                <Link
                  to={catalogue.gymFacilityFixReport.href({ id: piece.id, from })}
                  aria-label={`报修 ${piece.name}（编号 ${piece.id}）`}
                >
                  报修
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
