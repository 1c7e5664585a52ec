/**
 * Filter bar of a construction-project list: keyword (name or responsible unit, applies on submit), area
 * (province -> city -> county), year of the investment plan and status (全部 / 立项 / 在建 / 竣工 / 投入使用 as
 * buttons). Every other control applies at once; `onChange` receives only what changed (back to page 1).
 */

import { useId } from 'react';
import { BUILD_STATUS_NAMES, BUILD_STATUSES } from '@portal/contracts/build-project.codes';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { ChoiceButtons, FilterField, YearFilter } from '../../../components/list-page/filter-fields';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { currentYear } from '../../../lib/format-date';
import { BUILD_URL_STATE, buildYears, type BuildSearch } from '../build-search';
import { FilterKit } from '../../../components/list-page/filter-kit';

const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  ...BUILD_STATUSES.map((value) => ({ value, label: BUILD_STATUS_NAMES[value] })),
];

export interface BuildFiltersProps {
  search: BuildSearch;
  onChange: (change: Partial<BuildSearch>) => void;
  /** e.g. '体育公园项目' -> the search landmark '搜索体育公园项目'. */
  noun: string;
}

export function BuildFilters({ search, onChange, noun }: BuildFiltersProps) {
  const baseId = useId();
  return (
    <FilterKit spec={BUILD_URL_STATE} state={search} onChange={onChange}>
      <KeywordSearch
        key={search.keyword}
        id={`${baseId}-keyword`}
        initial={search.keyword}
        placeholder="请输入项目名称或建设单位"
        label={`搜索${noun}`}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterField id={`${baseId}-area`} label="地区">
        <AreaCascader id={`${baseId}-area`} value={search.areaCode} onChange={(areaCode) => onChange({ areaCode })} />
      </FilterField>
      <YearFilter
        id={`${baseId}-year`}
        label="立项年度"
        allLabel="全部年度"
        value={search.year}
        years={buildYears(currentYear())}
        onChange={(year) => onChange({ year })}
      />
      <ChoiceButtons
        label="项目状态"
        value={search.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
    </FilterKit>
  );
}
