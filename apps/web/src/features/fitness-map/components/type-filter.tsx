/**
 * The layer filter (the map-type list of spec §3 plus all): a group of
 * checkboxes — 全部 (checked when all six are, mixed when some are) and the six map types, each with the
 * glyph and colour of its markers, so the filter doubles as the legend. Tab and Space work as usual.
 */
import { Checkbox } from 'antd';
import { MAP_TYPE_NAMES, MAP_TYPES, type MapType } from '@portal/contracts/fitness-map.codes';
import { MAP_TYPE_GLYPHS } from '../marker-icons';

export interface TypeFilterProps {
  value: readonly MapType[];
  onChange: (types: MapType[]) => void;
}

export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const chosen = new Set(value);
  const all = MAP_TYPES.every((type) => chosen.has(type));
  const toggle = (type: MapType, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(type);
    else next.delete(type);
    onChange(MAP_TYPES.filter((item) => next.has(item)));
  };
  return (
    <fieldset className="fm-filter">
      <legend className="fm-filter-legend">地图类型</legend>
      <div className="fm-filter-options">
        <Checkbox
          checked={all}
          indeterminate={!all && chosen.size > 0}
          onChange={(event) => onChange(event.target.checked ? [...MAP_TYPES] : [])}
        >
          全部
        </Checkbox>
        {MAP_TYPES.map((type) => (
          <Checkbox key={type} checked={chosen.has(type)} onChange={(event) => toggle(type, event.target.checked)}>
            <span className={`fm-legend-pin fm-pin-${type}`} aria-hidden="true">
              {MAP_TYPE_GLYPHS[type]}
            </span>
            {MAP_TYPE_NAMES[type]}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
