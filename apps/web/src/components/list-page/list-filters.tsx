/**
 * Search and filter bar of a content list: keyword search box with a label, year, category
 * and status filters. The keyword applies on submit (button or Enter); a select applies at once.
 * Every change except paging returns the list to page 1 (lib/url-state reset rule).
 */
import { Button, Input, Select } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import type { UrlStateSpec } from '../../lib/url-state';
import { FilterKit } from './filter-kit';
import type { ListQuery } from './list-state';

export interface FilterOption {
  value: string;
  label: string;
}

/** Which filters a list shows; omitted -> not shown. */
export interface ListFilterConfig {
  /** Placeholder of the keyword box, e.g. '请输入标题关键词'. */
  keyword?: { placeholder: string };
  year?: { options: readonly string[] };
  category?: { label?: string; options: readonly FilterOption[] };
  status?: { label?: string; options: readonly FilterOption[] };
}

interface SelectFilterProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

function SelectFilter({ id, label, allLabel, value, options, onChange }: SelectFilterProps) {
  return (
    <div className="list-filters-field">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        className="list-filters-select"
        value={value}
        onChange={onChange}
        options={[{ value: '', label: allLabel }, ...options]}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

export interface KeywordSearchProps {
  id: string;
  /** The URL's keyword; give the component `key={initial}` so it restarts when the URL changes. */
  initial: string;
  placeholder: string;
  /** Name of the search landmark, e.g. '搜索赛事活动' (default '站内搜索'). */
  label?: string;
  /** The box's visible label (default '关键词'), e.g. '姓名'. */
  fieldLabel?: string;
  /** Most characters (default 50, the keyword limit of the server). */
  maxLength?: number;
  onSearch: (keyword: string) => void;
}

/**
 * Keyword box (at most `maxLength` characters, 50 by default: the server's limit) with a 搜索 button, as a search landmark; its
 * text starts from the URL's keyword. Shared by every list page's filter bar.
 */
export function KeywordSearch({
  id,
  initial,
  placeholder,
  label = '站内搜索',
  fieldLabel = '关键词',
  maxLength = 50,
  onSearch,
}: KeywordSearchProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="list-filters-keyword" role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id}>{fieldLabel}</label>
      <div className="list-filters-keyword-row">
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          allowClear
        />
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
      </div>
    </form>
  );
}

/** The filter bar (the filter-bar kit over the list's URL spec); `onChange` receives only what changed. */
export function ListFilters({
  config,
  spec,
  query,
  onChange,
}: {
  config: ListFilterConfig;
  spec: UrlStateSpec<ListQuery>;
  query: ListQuery;
  onChange: (change: Partial<ListQuery>) => void;
}) {
  const baseId = useId();
  if (!config.keyword && !config.year && !config.category && !config.status) return null;
  return (
    <FilterKit spec={spec} state={query} onChange={onChange}>
      {config.keyword && (
        <KeywordSearch
          key={query.keyword}
          id={`${baseId}-keyword`}
          initial={query.keyword}
          placeholder={config.keyword.placeholder}
          onSearch={(keyword) => onChange({ keyword })}
        />
      )}
      {config.year && (
        <SelectFilter
          id={`${baseId}-year`}
          label="年份"
          allLabel="全部年份"
          value={query.year}
          options={config.year.options.map((year) => ({ value: year, label: `${year}年` }))}
          onChange={(year) => onChange({ year })}
        />
      )}
      {config.category && (
        <SelectFilter
          id={`${baseId}-category`}
          label={config.category.label ?? '分类'}
          allLabel="全部分类"
          value={query.category}
          options={config.category.options}
          onChange={(category) => onChange({ category })}
        />
      )}
      {config.status && (
        <SelectFilter
          id={`${baseId}-status`}
          label={config.status.label ?? '状态'}
          allLabel="全部状态"
          value={query.status}
          options={config.status.options}
          onChange={(status) => onChange({ status })}
        />
      )}
    </FilterKit>
  );
}
