/**
 * 指导详情 (catalogue.guidanceDetail, `?id=`): the guidance entry (title, date, body, attachments,
 * previous/next) with the list of all guidance entries beside it; not-found for a bad or unknown id.
 */
import { ArticleDetailView } from '../../../components/article/article-detail';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { useIdParam } from '../../../components/article/use-id-param';
import { guidanceMeta } from '../../../components/article/detail-meta';
import { catalogue } from '@portal/contracts/pages.codes';
import { guidanceDetailQuery } from '../api';
import { GuidanceSideList } from '../components/guidance-side-list';

export default function GuidanceDetailPage() {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={guidanceDetailQuery}
      pageTitle="指导详情"
      notFound={{ title: '未找到该咨询指导', backTo: catalogue.home.href(), backLabel: '返回首页' }}
      aside={<GuidanceSideList currentId={id} />}
    >
      {(entry) => (
        <ArticleDetailView
          title={entry.name}
          meta={guidanceMeta(entry)}
          contentHtml={entry.contentHtml}
          attachments={entry.attachments}
          prev={entry.prev}
          next={entry.next}
          hrefFor={(neighbourId) => catalogue.guidanceDetail.href({ id: neighbourId })}
        />
      )}
    </DetailPageFrame>
  );
}
