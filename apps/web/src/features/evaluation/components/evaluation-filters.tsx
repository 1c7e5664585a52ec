/**
 * Filter bar of the evaluation results: year (the evaluated years; the newest when the URL
 * names none), province (GET /api/data/area/search), venue type, grade and keyword (venue name). Each
 * select applies at once; the keyword on submit. `onChange` receives only what changed.
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useId } from 'react';
import { EVALUATION_GRADES } from '@portal/contracts/evaluation.codes';
import { ORGAN_TYPE_NAMES, ORGAN_TYPES } from '@portal/contracts/venue.codes';
import { areaChildrenQuery } from '../../../components/list-page/area-api';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { FilterField } from '../../../components/list-page/filter-fields';
import { evaluationYearsQuery } from '../api';
import { EVALUATION_URL_STATE, type EvaluationSearch } from '../evaluation-search';
import { FilterKit } from '../../../components/list-page/filter-kit';

const TYPE_OPTIONS = [
  { value: '', label: '全部类型' },
  ...ORGAN_TYPES.map((type) => ({ value: String(type), label: ORGAN_TYPE_NAMES[type] })),
];
const GRADE_OPTIONS = [
  { value: '', label: '全部等级' },
  ...EVALUATION_GRADES.map((grade) => ({ value: grade, label: grade })),
];

export interface EvaluationFiltersProps {
  search: EvaluationSearch;
  /** The year shown: the URL's, else the newest evaluated year ('' while unknown). */
  year: string;
  onChange: (change: Partial<EvaluationSearch>) => void;
}

export function EvaluationFilters({ search, year, onChange }: EvaluationFiltersProps) {
  const baseId = useId();
  const years = useQuery(evaluationYearsQuery);
  const provinces = useQuery(areaChildrenQuery(null));
  const yearOptions = (years.data ?? []).map((value) => ({ value: String(value), label: `${value}年度` }));
  if (year && !yearOptions.some((option) => option.value === year))
    yearOptions.unshift({ value: year, label: `${year}年度` });
  const provinceOptions = [
    { value: '', label: '全国' },
    ...(provinces.data ?? []).map((area) => ({ value: area.code, label: area.name })),
  ];
  if (search.areaCode && !provinceOptions.some((option) => option.value === search.areaCode)) {
    provinceOptions.push({ value: search.areaCode, label: search.areaCode });
  }

  return (
    <FilterKit spec={EVALUATION_URL_STATE} state={search} onChange={onChange}>
      <FilterField id={`${baseId}-year`} label="评估年度">
        <Select
          id={`${baseId}-year`}
          value={year || undefined}
          placeholder={years.isError ? '年度加载失败' : '选择年度'}
          options={yearOptions}
          loading={years.isPending}
          onChange={(value: string) => onChange({ year: value })}
        />
      </FilterField>
      <FilterField id={`${baseId}-province`} label="省份">
        <Select
          id={`${baseId}-province`}
          value={search.areaCode}
          options={provinceOptions}
          loading={provinces.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(areaCode: string) => onChange({ areaCode })}
        />
      </FilterField>
      <FilterField id={`${baseId}-type`} label="场馆类型">
        <Select
          id={`${baseId}-type`}
          value={search.organType}
          options={TYPE_OPTIONS}
          popupMatchSelectWidth={false}
          onChange={(organType: string) => onChange({ organType })}
        />
      </FilterField>
      <FilterField id={`${baseId}-grade`} label="评估等级">
        <Select
          id={`${baseId}-grade`}
          value={search.grade}
          options={GRADE_OPTIONS}
          onChange={(grade: string) => onChange({ grade })}
        />
      </FilterField>
      <KeywordSearch
        key={search.keyword}
        id={`${baseId}-keyword`}
        initial={search.keyword}
        placeholder="请输入场馆名称"
        label="搜索评估结果"
        onSearch={(keyword) => onChange({ keyword })}
      />
    </FilterKit>
  );
}
