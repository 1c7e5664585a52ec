/**
 * SFGDetail (catalogue.scienceGuideDetail, `?id=&from=`): one lecture, encyclopedia entry, nutrition
 * article, teaching video or plan. The breadcrumb's middle crumb is `from` (spec §2 rule 7, read by the
 * layout); the page shows the facts line, the video when there is one, the body (a plan's week table
 * included) and attachments; not-found for a bad or unknown id, with a link back to the kind's list.
 */
import { useLocation } from 'react-router';
import { ArticleDetailView } from '../../../components/article/article-detail';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { useIdParam } from '../../../components/article/use-id-param';
import { scienceGuideMeta } from '../../../components/article/detail-meta';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { guideDetailQuery } from '../api';
import { GuideVideo } from '../components/guide-video';

export default function ScienceGuideDetailPage() {
  const id = useIdParam('id');
  // Neighbours keep the list's middle crumb.
  const from = new URLSearchParams(useLocation().search).get('from') ?? undefined;
  return (
    <DetailPageFrame
      id={id}
      detailQuery={guideDetailQuery}
      pageTitle={pageHeading(catalogue.scienceGuideDetail)}
      notFound={{
        title: '未找到该科学健身指导内容',
        backTo: catalogue.fitnessTalk.href(),
        backLabel: `返回${pageHeading(catalogue.fitnessTalk)}`,
      }}
    >
      {(entry) => (
        <ArticleDetailView
          title={entry.title}
          meta={scienceGuideMeta(entry)}
          info={
            entry.videoUrl ? <GuideVideo src={entry.videoUrl} captions={entry.captionsUrl} title={entry.title} /> : null
          }
          contentHtml={entry.contentHtml}
          attachments={entry.attachments}
          prev={entry.prev}
          next={entry.next}
          hrefFor={(neighbourId) => catalogue.scienceGuideDetail.href({ id: neighbourId, from })}
        />
      )}
    </DetailPageFrame>
  );
}
