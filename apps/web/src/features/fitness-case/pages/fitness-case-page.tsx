/**
 * 健身工作案例 (catalogue.fitnessCase; spec §2: query case_id). With `case_id` the page shows that case (region,
 * date, body, attachments, previous/next; a malformed or unknown id -> not-found); without it, the case
 * list as cards with paging. The detail query is keyed by the id, so changing case_id loads the new case.
 */
import { useSearchParams } from 'react-router';
import { ArticleDetailView } from '../../../components/article/article-detail';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { parseId } from '../../../components/article/parse-id';
import { caseMeta } from '../../../components/article/detail-meta';
import { ListPageScaffold } from '../../../components/list-page/list-page-scaffold';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { caseDetailQuery, caseListQuery } from '../api';
import { CaseCards } from '../components/case-cards';

const CASES = catalogue.fitnessCase;
const caseHref = (id: number) => CASES.href({ case_id: id });

function CaseDetailView({ id }: { id: number | null }) {
  return (
    <DetailPageFrame
      id={id}
      detailQuery={caseDetailQuery}
      pageTitle="案例详情"
      notFound={{
        title: `未找到该${pageHeading(CASES)}`,
        backTo: CASES.href(),
        backLabel: `返回${pageHeading(CASES)}列表`,
      }}
    >
      {(item) => (
        <ArticleDetailView
          title={item.name}
          meta={caseMeta(item)}
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
      title={pageHeading(CASES)}
      filters={{}}
      listQuery={caseListQuery}
      renderList={(items) => <CaseCards items={items} />}
    />
  );
}
