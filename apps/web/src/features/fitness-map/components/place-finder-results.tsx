/**
 * The place finder's results (./place-finder.tsx): an ordered list of buttons (Tab, Enter), each with the
 * place's name, type, distance (附近) and address; choosing one calls `onChoose` with the button (focus returns
 * there when the map's popup closes).
 */
import type { MouseEvent } from 'react';
import type { MapNearbyItem, MapPointItem } from '@portal/contracts/fitness-map';
import { formatDistance, placeText } from '../map-format';

export function ResultList({
  items,
  onChoose,
}: {
  items: readonly (MapPointItem | MapNearbyItem)[];
  onChoose: (item: MapPointItem, from: HTMLElement) => void;
}) {
  return (
    <ol className="fm-results">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="fm-result"
            onClick={(event: MouseEvent<HTMLButtonElement>) => onChoose(item, event.currentTarget)}
          >
            <span className="fm-result-name">{item.name}</span>
            <span className="fm-result-meta">
              <span className="fm-result-type">{item.typeName}</span>
              {'distance' in item && <span className="fm-result-distance">距离 {formatDistance(item.distance)}</span>}
            </span>
            <span className="fm-result-address">{placeText(item)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
