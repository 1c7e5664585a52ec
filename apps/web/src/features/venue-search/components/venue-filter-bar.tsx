/**
 * Filter bar of the venue list: area cascader (province -> city -> county), venue
 * type, keyword (name or address; applies on 搜索 or Enter), and the 此刻开放 / 此刻免费 switches, which
 * apply at once. Every control has a visible label. Reuses the content lists' filter-bar styles.
 */
import { Button, Select, Switch } from 'antd';
import { useId } from 'react';
import { ORGAN_TYPE_NAMES, ORGAN_TYPES } from '@portal/contracts/venue.codes';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { VENUE_URL_STATE, type VenueListFilters } from '../venue-query';
import { clearNarrowing, isNarrowed } from '../../../lib/url-state';
import '../../../components/list-page/list-page.css';
import './venue-search.css';

const TYPE_OPTIONS = [
  { value: 0, label: '全部类型' },
  ...ORGAN_TYPES.map((type) => ({ value: type, label: ORGAN_TYPE_NAMES[type] })),
];

export interface VenueFilterBarProps {
  filters: VenueListFilters;
  onChange: (change: Partial<VenueListFilters>) => void;
}

export function VenueFilterBar({ filters, onChange }: VenueFilterBarProps) {
  const baseId = useId();
  return (
    <div className="list-filters venue-filters">
      <div className="list-filters-field venue-filters-area">
        <label htmlFor={`${baseId}-area`}>所在地区</label>
        <AreaCascader id={`${baseId}-area`} value={filters.areaCode} onChange={(areaCode) => onChange({ areaCode })} />
      </div>
      <div className="list-filters-field venue-filters-type">
        <label htmlFor={`${baseId}-type`}>场馆类型</label>
        <Select
          id={`${baseId}-type`}
          className="list-filters-select"
          value={filters.organType ?? 0}
          options={TYPE_OPTIONS}
          popupMatchSelectWidth={false}
          onChange={(value: number) =>
            onChange({ organType: value === 0 ? null : (value as VenueListFilters['organType']) })
          }
        />
      </div>
      <KeywordSearch
        key={filters.keyword}
        id={`${baseId}-keyword`}
        initial={filters.keyword}
        placeholder="场馆名称或地址"
        label="场馆搜索"
        onSearch={(keyword) => onChange({ keyword })}
      />
      <div className="venue-filters-switches">
        <span className="venue-switch">
          <Switch id={`${baseId}-open`} checked={filters.openNow} onChange={(openNow) => onChange({ openNow })} />
          <label htmlFor={`${baseId}-open`}>此刻开放</label>
        </span>
        <span className="venue-switch">
          <Switch id={`${baseId}-free`} checked={filters.freeNow} onChange={(freeNow) => onChange({ freeNow })} />
          <label htmlFor={`${baseId}-free`}>此刻免费</label>
        </span>
        {isNarrowed(VENUE_URL_STATE, filters) && (
          <Button className="filter-bar-reset" onClick={() => onChange(clearNarrowing(VENUE_URL_STATE))}>
            清空条件
          </Button>
        )}
      </div>
    </div>
  );
}
