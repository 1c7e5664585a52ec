/**
 * /policyRule — 政策法规 list: keyword (title, 文号, 发布机关), year, category and 效力状态
 * filters in the URL; a table on wide screens, cards on phones; paging.
 */
import { REGULATION_CATEGORIES, REGULATION_STATUSES } from '@portal/contracts/content.codes';
import { ListPageScaffold } from '../../../components/list-page/list-page-scaffold';
import type { ListFilterConfig } from '../../../components/list-page/list-filters';
import { recentYears } from '../../../components/list-page/list-state';
import { currentYear } from '../../../lib/format-date';
import { REGULATION_LIST_RULES, regulationListQuery } from '../api';
import { RegulationResults } from '../components/regulation-results';

const FILTERS: ListFilterConfig = {
  keyword: { placeholder: '请输入标题、文号或发布机关' },
  // Policies stay relevant for years: offer a longer span than news.
  year: { options: recentYears(currentYear(), 10) },
  category: { label: '类别', options: REGULATION_CATEGORIES.map((value) => ({ value, label: value })) },
  status: { label: '效力状态', options: REGULATION_STATUSES.map((value) => ({ value, label: value })) },
};

export default function RegulationListPage() {
  return (
    <ListPageScaffold
      title="政策法规"
      filters={FILTERS}
      rules={REGULATION_LIST_RULES}
      listQuery={regulationListQuery}
      renderList={(items) => <RegulationResults items={items} />}
    />
  );
}
