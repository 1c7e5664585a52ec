/**
 * The filter bar of the facility lists: area (province / city / county cascader), kind (only on
 * /equipment/index: a kind's own page fixes it), keyword (名称或地址, 2 characters are enough) and
 * condition. Every change returns the list to page 1 (lib/url-state reset rule).
 */
import { Select } from 'antd';
import { useId } from 'react';
import {
  EQUIPMENT_CONDITION_NAMES,
  EQUIPMENT_CONDITIONS,
  FACILITY_KEYWORD_MAX,
  FACILITY_KIND_NAMES,
  FACILITY_KINDS,
} from '@portal/contracts/facility.codes';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { FilterField } from '../../../components/list-page/filter-fields';
import { FilterKit } from '../../../components/list-page/filter-kit';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { FACILITY_URL_STATE, type FacilitySearch } from '../facility-search';

const KIND_OPTIONS = [
  { value: '', label: '全部类型' },
  ...FACILITY_KINDS.map((kind) => ({ value: kind, label: FACILITY_KIND_NAMES[kind] })),
];
const CONDITION_OPTIONS = [
  { value: '', label: '全部状况' },
  ...EQUIPMENT_CONDITIONS.map((c) => ({ value: c, label: EQUIPMENT_CONDITION_NAMES[c] })),
];

export function FacilityFilters({
  search,
  onChange,
  withKind,
  keyword = { placeholder: '设施名称或地址，2 个字即可', max: FACILITY_KEYWORD_MAX },
}: {
  search: FacilitySearch;
  onChange: (change: Partial<FacilitySearch>) => void;
  withKind: boolean;
  /** The keyword box's hint and most characters (the list API's limit). */
  keyword?: { placeholder: string; max: number };
}) {
  const baseId = useId();
  return (
    <FilterKit spec={FACILITY_URL_STATE} state={search} onChange={onChange} except={withKind ? [] : ['kind']}>
      <FilterField id={`${baseId}-area`} label="所在地区" wide>
        <AreaCascader id={`${baseId}-area`} value={search.areaCode} onChange={(areaCode) => onChange({ areaCode })} />
      </FilterField>
      {withKind && (
        <FilterField id={`${baseId}-kind`} label="设施类型">
          <Select
            id={`${baseId}-kind`}
            className="list-filters-select"
            value={search.kind}
            options={KIND_OPTIONS}
            popupMatchSelectWidth={false}
            onChange={(kind: string) => onChange({ kind })}
          />
        </FilterField>
      )}
      <FilterField id={`${baseId}-condition`} label="设施状况">
        <Select
          id={`${baseId}-condition`}
          className="list-filters-select"
          value={search.condition}
          options={CONDITION_OPTIONS}
          popupMatchSelectWidth={false}
          onChange={(condition: string) => onChange({ condition })}
        />
      </FilterField>
      <KeywordSearch
        key={search.keyword}
        id={`${baseId}-keyword`}
        initial={search.keyword}
        placeholder={keyword.placeholder}
        label="按关键词查找"
        fieldLabel="关键词"
        maxLength={keyword.max}
        onSearch={(keyword) => onChange({ keyword })}
      />
    </FilterKit>
  );
}
