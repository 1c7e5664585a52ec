/**
 * 法规详情 (catalogue.regulationDetail, `?id=`): an info box (发布机关, 文号, 发布日期, 施行日期,
 * 效力状态; a 政策解读 links its policy, a policy its 解读), then the body, attachments and previous/next;
 * not-found for a bad or unknown id.
 */
import { Link } from 'react-router';
import { ArticleDetailView } from '../../../components/article/article-detail';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox } from '../../../components/article/info-box';
import { useIdParam } from '../../../components/article/use-id-param';
import { regulationFacts, regulationMeta } from '../../../components/article/detail-meta';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { regulationDetailQuery } from '../api';

/** A link to another regulation's detail. */
function RegulationLink({ id, title }: { id: number; title: string }) {
  return <Link to={catalogue.regulationDetail.href({ id })}>{title}</Link>;
}

export default function RegulationDetailPage() {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={regulationDetailQuery}
      pageTitle={pageHeading(catalogue.regulationDetail)}
      notFound={{
        title: '未找到该政策法规',
        backTo: catalogue.regulation.href(),
        backLabel: `返回${pageHeading(catalogue.regulation)}列表`,
      }}
    >
      {(rule) => (
        <ArticleDetailView
          title={rule.title}
          meta={regulationMeta(rule)}
          info={
            <InfoBox
              items={[
                ...regulationFacts(rule),
                ...(rule.policy ? [{ label: '解读的政策', value: <RegulationLink {...rule.policy} /> }] : []),
                ...(rule.interpretations.length > 0
                  ? [
                      {
                        label: '政策解读',
                        value: (
                          <ul className="info-box-links">
                            {rule.interpretations.map((link) => (
                              <li key={link.id}>
                                <RegulationLink {...link} />
                              </li>
                            ))}
                          </ul>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          }
          contentHtml={rule.contentHtml}
          attachments={rule.attachments}
          prev={rule.prev}
          next={rule.next}
          hrefFor={(neighbourId) => catalogue.regulationDetail.href({ id: neighbourId })}
        />
      )}
    </DetailPageFrame>
  );
}
