/**
 * Filter bar of the match and training lists: area (province -> city -> county), date range
 * (antd RangePicker in zh_CN through the portal's ConfigProvider), sport, status (全部 / 未开始 / 进行中 /
 * 已结束 as a radio group of buttons) and keyword. Every control applies at once except the keyword,
 * which applies on submit; `onChange` receives only what changed (the list returns to page 1).
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useId } from 'react';
import { EVENT_STATUS_NAMES, EVENT_STATUSES } from '@portal/contracts/venue-event.codes';
import { AreaCascader } from '../list-page/area-cascader';
import { EVENT_URL_STATE, type VenueEventSearch } from './event-query';
import { KeywordSearch } from '../list-page/list-filters';
import { ChoiceButtons, FilterField } from '../list-page/filter-fields';
import { DateRangeField } from '../list-page/date-range-field';
import type { VenueEventApi } from './venue-event-api';
import { FilterKit } from '../list-page/filter-kit';

const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  ...EVENT_STATUSES.map((value) => ({ value, label: EVENT_STATUS_NAMES[value] })),
];

export interface EventFiltersProps {
  search: VenueEventSearch;
  onChange: (change: Partial<VenueEventSearch>) => void;
  /** queryOptions of the kind's sports (the sport select's options). */
  sportsQuery: VenueEventApi<unknown, unknown>['sportsQuery'];
  /** e.g. '赛事' -> the search landmark '搜索赛事'. */
  noun: string;
  keywordPlaceholder: string;
}

export function EventFilters({ search, onChange, sportsQuery, noun, keywordPlaceholder }: EventFiltersProps) {
  const baseId = useId();
  const sports = useQuery(sportsQuery);
  const sportOptions = [
    { value: '', label: '全部项目' },
    ...(sports.data ?? []).map((sport) => ({ value: sport, label: sport })),
  ];
  // A sport from the URL that the list does not (yet) offer still shows as chosen.
  if (search.sport && !sports.data?.includes(search.sport))
    sportOptions.push({ value: search.sport, label: search.sport });

  return (
    <FilterKit spec={EVENT_URL_STATE} state={search} onChange={onChange}>
      <KeywordSearch
        key={search.keyword}
        id={`${baseId}-keyword`}
        initial={search.keyword}
        placeholder={keywordPlaceholder}
        label={`搜索${noun}`}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterField id={`${baseId}-area`} label="地区">
        <AreaCascader id={`${baseId}-area`} value={search.areaCode} onChange={(areaCode) => onChange({ areaCode })} />
      </FilterField>
      <DateRangeField
        baseId={baseId}
        label="举办日期"
        value={{ startDate: search.startDate, endDate: search.endDate }}
        onChange={onChange}
      />
      <FilterField id={`${baseId}-sport`} label="运动项目">
        <Select
          id={`${baseId}-sport`}
          value={search.sport}
          options={sportOptions}
          loading={sports.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          onChange={(sport: string) => onChange({ sport })}
        />
      </FilterField>
      <ChoiceButtons
        label="状态"
        value={search.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
    </FilterKit>
  );
}
