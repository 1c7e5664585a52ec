/**
 * Filter bar of the race query, calendar and map: keyword (2 characters work; applies on submit), area
 * (province -> city -> county), date range, sport, level and status (全部 / 报名中 / 未开始 / 进行中 /
 * 已结束 as a radio group of buttons). Every other control applies at once; `onChange` receives only
 * what changed. `dates={false}` leaves out the date range (the calendar chooses its month instead),
 * `statuses={false}` the status (the score page lists finished races only).
 */
import { Select } from 'antd';
import { useId } from 'react';
import {
  GAMES_SPORTS,
  RACE_LEVEL_NAMES,
  RACE_LEVELS,
  RACE_STATUS_NAMES,
  RACE_STATUSES,
} from '@portal/contracts/community-games.codes';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { ChoiceButtons, FilterField } from '../../../components/list-page/filter-fields';
import { DateRangeField } from '../../../components/list-page/date-range-field';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { RACE_MAP_STATE, type RaceApiFilters } from '../race-url-state';
import { FilterKit } from '../../../components/list-page/filter-kit';

const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  ...RACE_STATUSES.map((value) => ({ value, label: RACE_STATUS_NAMES[value] })),
];
const SPORT_OPTIONS = [{ value: '', label: '全部项目' }, ...GAMES_SPORTS.map((value) => ({ value, label: value }))];
const LEVEL_OPTIONS = [
  { value: '', label: '全部级别' },
  ...RACE_LEVELS.map((value) => ({ value, label: RACE_LEVEL_NAMES[value] })),
];

export interface RaceFiltersProps {
  filters: RaceApiFilters;
  onChange: (change: Partial<RaceApiFilters>) => void;
  dates?: boolean;
  statuses?: boolean;
}

export function RaceFilters({ filters, onChange, dates = true, statuses = true }: RaceFiltersProps) {
  const baseId = useId();
  return (
    <FilterKit spec={RACE_MAP_STATE} state={filters} onChange={onChange}>
      <KeywordSearch
        key={filters.keyword}
        id={`${baseId}-keyword`}
        initial={filters.keyword}
        placeholder="赛事名称、主办单位或场地"
        label="搜索赛事"
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterField id={`${baseId}-area`} label="地区">
        <AreaCascader id={`${baseId}-area`} value={filters.areaCode} onChange={(areaCode) => onChange({ areaCode })} />
      </FilterField>
      {dates && (
        <DateRangeField
          baseId={baseId}
          label="比赛日期"
          value={{ startDate: filters.startDate, endDate: filters.endDate }}
          onChange={onChange}
        />
      )}
      <FilterField id={`${baseId}-sport`} label="运动项目">
        <Select
          id={`${baseId}-sport`}
          value={filters.sport}
          options={SPORT_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          onChange={(sport: string) => onChange({ sport })}
        />
      </FilterField>
      <FilterField id={`${baseId}-level`} label="赛事级别">
        <Select
          id={`${baseId}-level`}
          value={filters.level}
          options={LEVEL_OPTIONS}
          popupMatchSelectWidth={false}
          onChange={(level: string) => onChange({ level })}
        />
      </FilterField>
      {statuses && (
        <ChoiceButtons
          label="状态"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status })}
          className="games-race-status"
        />
      )}
    </FilterKit>
  );
}
