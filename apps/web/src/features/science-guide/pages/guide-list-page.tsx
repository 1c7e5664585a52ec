/**
 * The guidance list pages (健身讲座、健身百科、健身营养、健身教学、健身计划; the route gives the kind,
 * app/routes.ts): the section nav, then the shared
 * list scaffold (h1, keyword box, topic filter, paging in the URL) over the list of one kind. Plans add a
 * level (难度) filter.
 */
import type { ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import { PLAN_LEVELS, SCIENCE_GUIDE_TOPICS } from '@portal/contracts/science-guide.codes';
import { ListPageScaffold } from '../../../components/list-page/list-page-scaffold';
import type { ListFilterConfig } from '../../../components/list-page/list-filters';
import type { ListQueryRules } from '../../../components/list-page/list-state';
import { pageHeading } from '../../../config/route-handle';
import type { guideListQuery } from '../api';
import { GuideNav } from '../components/guide-nav';
import { GuideResults } from '../components/guide-results';
import { GUIDE_LIST_ENTRIES, GUIDE_LISTS } from '../guide-search';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Filters and rules per kind, built once (the scaffold wants module-level constants). */
const SETUP = Object.fromEntries(
  (Object.keys(SCIENCE_GUIDE_TOPICS) as ScienceGuideKind[]).map((kind) => {
    const topics = SCIENCE_GUIDE_TOPICS[kind];
    const filters: ListFilterConfig = {
      keyword: { placeholder: '请输入标题或摘要关键词' },
      category: { label: kind === 'plan' ? '目标' : '专题', options: options(topics) },
      ...(kind === 'plan' ? { status: { label: '难度', options: options(PLAN_LEVELS) } } : {}),
    };
    return [kind, { filters, ...GUIDE_LISTS[kind] }];
  }),
) as Record<
  ScienceGuideKind,
  { filters: ListFilterConfig; rules: ListQueryRules; listQuery: ReturnType<typeof guideListQuery> }
>;

export default function GuideListPage({ kind }: { kind: ScienceGuideKind }) {
  const { filters, rules, listQuery } = SETUP[kind];
  const entry = GUIDE_LIST_ENTRIES[kind];
  const title = pageHeading(entry);
  return (
    <ListPageScaffold
      title={title}
      filters={filters}
      rules={rules}
      listQuery={listQuery}
      intro={<GuideNav current={entry} />}
      renderList={(items) => <GuideResults items={items} from={title} />}
    />
  );
}
