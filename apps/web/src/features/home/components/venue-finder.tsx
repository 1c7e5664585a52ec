/**
 * 找场馆: the home page's venue finder (issue: a venue finder above the fold on desktop and phone): area (province, then
 * city), venue type, 此刻开放 and 此刻免费, submitted to the venue list (catalogue.venueSearch) with the list's own URL
 * parameters (areaCode, organType, openNow, freeNow: features/venue-search/venue-query.ts, the API's names of spec §7),
 * so the list opens filtered. Native form controls: the home page stays free of antd (docs/decisions/web-conventions.md
 * "Home page first load"). Divisions: GET /api/data/area/search (components/list-page/area-api), the cities once a
 * province is chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ORGAN_TYPE_NAMES, ORGAN_TYPES, type OrganType } from '@portal/contracts/venue.codes';
import { areaChildrenQuery } from '../../../components/list-page/area-api';
import { catalogue } from '@portal/contracts/pages.codes';
import './venue-finder.css';

/** The finder's choices: '' for "all" in the selects. */
export interface VenueFinderChoice {
  province: string;
  city: string;
  organType: OrganType | null;
  openNow: boolean;
  freeNow: boolean;
}

/** The venue list address of a choice: the city when chosen, else the province; false switches left out. */
export function venueFinderHref(choice: VenueFinderChoice): string {
  return catalogue.venueSearch.href({
    organType: choice.organType ?? undefined,
    areaCode: choice.city || choice.province || undefined,
    openNow: choice.openNow || undefined,
    freeNow: choice.freeNow || undefined,
  });
}

function AreaSelect({
  id,
  label,
  parentCode,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  parentCode: string | null;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const { data, isError } = useQuery({ ...areaChildrenQuery(parentCode), enabled: !disabled });
  return (
    <div className="venue-finder__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        <option value="">{isError ? '地区暂时无法加载' : `全部${label}`}</option>
        {(disabled ? [] : (data ?? [])).map((area) => (
          <option key={area.code} value={area.code}>
            {area.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function VenueFinder() {
  const baseId = useId();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<VenueFinderChoice>({
    province: '',
    city: '',
    organType: null,
    openNow: false,
    freeNow: false,
  });
  const change = (part: Partial<VenueFinderChoice>) => setChoice((current) => ({ ...current, ...part }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(venueFinderHref(choice));
  };
  return (
    <section className="venue-finder" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="venue-finder__title">
        找场馆
      </h2>
      <form className="venue-finder__form" onSubmit={onSubmit} role="search" aria-labelledby={`${baseId}-title`}>
        <AreaSelect
          id={`${baseId}-province`}
          label="省份"
          parentCode={null}
          value={choice.province}
          onChange={(province) => change({ province, city: '' })}
        />
        <AreaSelect
          id={`${baseId}-city`}
          label="城市"
          parentCode={choice.province || null}
          value={choice.city}
          onChange={(city) => change({ city })}
          disabled={!choice.province}
        />
        <div className="venue-finder__field">
          <label htmlFor={`${baseId}-type`}>场馆类型</label>
          <select
            id={`${baseId}-type`}
            value={choice.organType ?? ''}
            onChange={(event) =>
              change({ organType: ORGAN_TYPES.find((type) => String(type) === event.target.value) ?? null })
            }
          >
            <option value="">全部类型</option>
            {ORGAN_TYPES.map((type) => (
              <option key={type} value={type}>
                {ORGAN_TYPE_NAMES[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="venue-finder__switches">
          <label>
            <input type="checkbox" checked={choice.openNow} onChange={(e) => change({ openNow: e.target.checked })} />
            此刻开放
          </label>
          <label>
            <input type="checkbox" checked={choice.freeNow} onChange={(e) => change({ freeNow: e.target.checked })} />
            此刻免费
          </label>
        </div>
        <button type="submit" className="venue-finder__submit">
          查找场馆
        </button>
      </form>
    </section>
  );
}
