/**
 * Filter bar of the instructor list: name (2+ characters; applies on 搜索 or Enter), area cascader,
 * level, sport, service station (the stations of the chosen area), and 由近及远, which asks the browser
 * for the visitor's position once and sorts by the nearest stations. Every control has a visible label.
 */
import { Button, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  GUIDER_LEVEL_NAMES,
  GUIDER_LEVELS,
  GUIDER_NAME_MAX_LENGTH,
  GUIDER_SPORT_NAMES,
  GUIDER_SPORTS,
} from '@portal/contracts/sport-guider.codes';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { FilterField } from '../../../components/list-page/filter-fields';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { guiderStationsQuery } from '../api';
import { GUIDER_URL_STATE, type GuiderFilters } from '../guider-query';
import { FilterKit } from '../../../components/list-page/filter-kit';

const LEVEL_OPTIONS = [
  { value: 0, label: '全部等级' },
  ...GUIDER_LEVELS.map((level) => ({ value: level, label: GUIDER_LEVEL_NAMES[level] })),
];
const SPORT_OPTIONS = [
  { value: 0, label: '全部项目' },
  ...GUIDER_SPORTS.map((sport) => ({ value: sport, label: GUIDER_SPORT_NAMES[sport] ?? '' })),
];

function StationSelect({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: GuiderFilters;
  onChange: (c: Partial<GuiderFilters>) => void;
}) {
  const stations = useQuery({ ...guiderStationsQuery(filters.areaCode), enabled: filters.areaCode !== '' });
  const options = [
    { value: 0, label: filters.areaCode ? '全部站点' : '请先选择地区' },
    ...(stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <Select
      id={id}
      className="list-filters-select guider-station-select"
      value={filters.stationId ?? 0}
      options={options}
      disabled={!filters.areaCode}
      loading={stations.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      onChange={(value: number) => onChange({ stationId: value === 0 ? null : value })}
    />
  );
}

export interface GuiderFilterBarProps {
  filters: GuiderFilters;
  onChange: (change: Partial<GuiderFilters>) => void;
  /** Whether the list is sorted by distance, and the button's action. */
  nearest: { active: boolean; locating: boolean; message: string; toggle: () => void };
}

export function GuiderFilterBar({ filters, onChange, nearest }: GuiderFilterBarProps) {
  const baseId = useId();
  return (
    <FilterKit spec={GUIDER_URL_STATE} state={filters} onChange={onChange}>
      <KeywordSearch
        key={filters.name}
        id={`${baseId}-name`}
        initial={filters.name}
        placeholder="至少输入2个字"
        label="按姓名查找指导员"
        fieldLabel="姓名"
        maxLength={GUIDER_NAME_MAX_LENGTH}
        onSearch={(name) => onChange({ name })}
      />
      <FilterField id={`${baseId}-area`} label="所在地区" wide>
        <AreaCascader
          id={`${baseId}-area`}
          value={filters.areaCode}
          onChange={(areaCode) => onChange({ areaCode, stationId: null })}
        />
      </FilterField>
      <FilterField id={`${baseId}-level`} label="技术等级">
        <Select
          id={`${baseId}-level`}
          className="list-filters-select"
          value={filters.level ?? 0}
          options={LEVEL_OPTIONS}
          popupMatchSelectWidth={false}
          onChange={(value: number) => onChange({ level: value === 0 ? null : (value as GuiderFilters['level']) })}
        />
      </FilterField>
      <FilterField id={`${baseId}-sport`} label="指导项目">
        <Select
          id={`${baseId}-sport`}
          className="list-filters-select"
          value={filters.sport ?? 0}
          options={SPORT_OPTIONS}
          popupMatchSelectWidth={false}
          onChange={(value: number) => onChange({ sport: value === 0 ? null : value })}
        />
      </FilterField>
      <FilterField id={`${baseId}-station`} label="服务站点" wide>
        <StationSelect id={`${baseId}-station`} filters={filters} onChange={onChange} />
      </FilterField>
      <div className="guider-filter-actions">
        <Button aria-pressed={nearest.active} loading={nearest.locating} onClick={nearest.toggle}>
          {nearest.active ? '取消距离排序' : '由近及远'}
        </Button>
        <span className="muted-text" role="status">
          {nearest.message}
        </span>
      </div>
    </FilterKit>
  );
}
