/**
 * Fields (场地) of a facility or a venue as a table: name (opens fieldFacilityDetail), sport, surface,
 * area, indoor, lighting, free opening, condition. Scrolls sideways inside its region at 375 px.
 */
import { Link } from 'react-router';
import type { FacilityField } from '@portal/contracts/facility';
import { catalogue } from '@portal/contracts/pages.codes';
import { ConditionTag } from './condition-tag';

const yesNo = (value: boolean) => (value ? '是' : '否');

export function FieldTable({ fields, from, label }: { fields: readonly FacilityField[]; from: string; label: string }) {
  return (
    <div className="facility-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="facility-table">
        <thead>
          <tr>
            <th scope="col">场地</th>
            <th scope="col">运动项目</th>
            <th scope="col">面层</th>
            <th scope="col" className="facility-num">
              面积（平方米）
            </th>
            <th scope="col">室内</th>
            <th scope="col">灯光</th>
            <th scope="col">免费开放</th>
            <th scope="col">状况</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.id}>
              <td>
                <Link to={catalogue.gymFacilityFieldDetail.href({ id: field.id, from })}>{field.name}</Link>
              </td>
              <td>{field.sport}</td>
              <td>{field.surface}</td>
              <td className="facility-num">{field.area.toLocaleString('zh-CN')}</td>
              <td>{yesNo(field.indoor)}</td>
              <td>{yesNo(field.lighting)}</td>
              <td>{yesNo(field.free)}</td>
              <td>
                <ConditionTag condition={field.condition} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
