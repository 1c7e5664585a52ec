/**
 * /fitnessCase — 健身工作案例 (spec §2: query case_id). With `case_id` the page shows that case (region,
 * date, body, attachments, previous/next; a malformed or unknown id -> not-found); without it, the case
 * list as cards with paging. The detail query is keyed by the id, so changing case_id loads the new case.
 */
import { useSearchParams } from 'react-router';
import { ArticleDetailView } from '../../../components/article/article-detail';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { parseId } from '../../../components/article/parse-id';
import { ListPageScaffold } from '../../../components/list-page/list-page-scaffold';
import { formatDate } from '../../../lib/format-date';
import { caseDetailQuery, caseListQuery } from '../api';
import { CaseCards } from '../components/case-cards';

const caseHref = (id: number) => `/fitnessCase?case_id=${id}`;

function CaseDetailView({ id }: { id: number | null }) {
  return (
    <DetailPageFrame
      id={id}
      detailQuery={caseDetailQuery}
      pageTitle="案例详情"
      notFound={{ title: '未找到该健身工作案例', backTo: '/fitnessCase', backLabel: '返回健身工作案例列表' }}
    >
      {(item) => (
        <ArticleDetailView
          title={item.name}
          meta={[
            { label: '地区', value: item.region },
            { label: '发布日期', value: formatDate(item.publishTime) },
          ]}
          contentHtml={item.contentHtml}
          attachments={item.attachments}
          prev={item.prev}
          next={item.next}
          hrefFor={caseHref}
        />
      )}
    </DetailPageFrame>
  );
}

export default function FitnessCasePage() {
  const [params] = useSearchParams();
  if (params.has('case_id')) return <CaseDetailView id={parseId(params.get('case_id'))} />;
  return (
    <ListPageScaffold
      title="健身工作案例"
      filters={{}}
      listQuery={caseListQuery}
      renderList={(items) => <CaseCards items={items} />}
    />
  );
}
