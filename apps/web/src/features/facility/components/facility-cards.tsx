/**
 * Facilities as cards: the name opens the facility's detail page of its kind (components/facility) with the
 * list's name as the `from` crumb (spec §2 "Breadcrumb" rule 7); kind, area, address, equipment and
 * fields, condition.
 */
import { Link } from 'react-router';
import type { FacilityListItem } from '@portal/contracts/facility';
import { facilityDetailEntry } from '../../../components/facility/facility-detail';
import { ConditionTag } from './condition-tag';

export function FacilityCards({ items, from }: { items: readonly FacilityListItem[]; from: string }) {
  return (
    <ul className="facility-cards">
      {items.map((item) => (
        <li key={item.id}>
          <article className="facility-card">
            <h2>
              <Link to={facilityDetailEntry(item.kind).href({ id: item.id, from })}>{item.name}</Link>
            </h2>
            <p className="muted-text">
              {item.kindName} · {item.areaName}
            </p>
            <p>{item.address}</p>
            <p className="facility-card-facts">
              {item.equipmentCount > 0 && <span>器材 {item.equipmentCount} 件</span>}
              {item.fieldCount > 0 && <span>场地 {item.fieldCount} 块</span>}
              <ConditionTag condition={item.condition} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
