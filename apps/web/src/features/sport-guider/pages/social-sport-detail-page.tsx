/**
 * /socialSportGuider/socialSportDetail?id&from — 资讯详情 (catalogue.socialSportDetail): an article of
 * the policy, notice, association or training list, with the list named by `from` as the middle crumb
 * (spec §2 "Breadcrumb" rule 7). A training course shows its facts and enrolment status above the body.
 * Data: GET /api_/ow/socialSport/detail.
 */
import type { GuiderArticleDetail } from '@portal/contracts/sport-guider';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox } from '../../../components/article/info-box';
import { RichText } from '../../../components/article/rich-text';
import { useIdParam } from '../../../components/article/use-id-param';
import { guiderByline } from '../../../components/article/detail-meta';
import { PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { guiderArticleDetailQuery } from '../api';
import { EnrolTag } from '../components/enrol-tag';

function ArticleView({ article }: { article: GuiderArticleDetail }) {
  const { course } = article;
  return (
    <article>
      <PageTitle>{article.title}</PageTitle>
      <p className="muted-text">{guiderByline(article)}</p>
      {course && (
        <InfoBox
          items={[
            { label: '报名状态', value: <EnrolTag status={course.enrolStatus} /> },
            { label: '培训等级', value: course.level },
            { label: '培训时间', value: `${formatDate(course.startDate)} 至 ${formatDate(course.endDate)}` },
            { label: '培训地点', value: course.place },
            { label: '招收名额', value: `${course.capacity} 人（已报名 ${course.enrolled} 人）` },
            { label: '报名时间', value: `${formatDate(course.enrolStart)} 至 ${formatDate(course.enrolEnd)}` },
          ]}
        />
      )}
      <RichText html={article.contentHtml} />
    </article>
  );
}

export default function SocialSportDetailPage() {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={guiderArticleDetailQuery}
      pageTitle={pageHeading(catalogue.socialSportDetail)}
      notFound={{
        title: '未找到该资讯',
        backTo: catalogue.sportGuider.href(),
        backLabel: `返回${pageHeading(catalogue.sportGuider)}`,
      }}
    >
      {(article) => <ArticleView article={article} />}
    </DetailPageFrame>
  );
}
