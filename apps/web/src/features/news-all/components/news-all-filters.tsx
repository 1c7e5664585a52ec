/**
 * Filters of the all-news page: the kind as a row of buttons (全部 / 新闻资讯 / 通知公告 / 政策法规 / 咨询指导),
 * the publish year and the keyword (applies on submit). `onChange` receives only what changed (page 1).
 */

import { useId } from 'react';
import { NEWS_ALL_KIND_NAMES, NEWS_ALL_KINDS } from '@portal/contracts/news-all.codes';
import { ChoiceButtons, YearFilter } from '../../../components/list-page/filter-fields';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { recentYears } from '../../../components/list-page/list-state';
import { currentYear } from '../../../lib/format-date';
import { NEWS_ALL_URL_STATE, type NewsAllSearch } from '../news-all-search';
import { FilterKit } from '../../../components/list-page/filter-kit';

const KIND_OPTIONS = [
  { value: '', label: '全部' },
  ...NEWS_ALL_KINDS.map((value) => ({ value, label: NEWS_ALL_KIND_NAMES[value] })),
];

export function NewsAllFilters({
  search,
  onChange,
}: {
  search: NewsAllSearch;
  onChange: (change: Partial<NewsAllSearch>) => void;
}) {
  const baseId = useId();
  return (
    <FilterKit spec={NEWS_ALL_URL_STATE} state={search} onChange={onChange}>
      <ChoiceButtons
        label="类别"
        value={search.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => onChange({ kind })}
        className="news-all-kinds"
      />
      <KeywordSearch
        key={search.keyword}
        id={`${baseId}-keyword`}
        initial={search.keyword}
        placeholder="请输入标题关键词"
        label="搜索全部资讯"
        onSearch={(keyword) => onChange({ keyword })}
      />
      <YearFilter
        id={`${baseId}-year`}
        label="发布年份"
        allLabel="全部年份"
        value={search.year}
        years={recentYears(currentYear(), 6)}
        onChange={(year) => onChange({ year })}
      />
    </FilterKit>
  );
}
