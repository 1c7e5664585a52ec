/**
 * /socialSportGuider/sportGuider — 指导员 (catalogue.sportGuider), the section's landing page: entry
 * points to the directory and the policy, notice, association and training lists, then the figures by
 * level, sport and province as charts with the same figures as text. Data:
 * GET /api/data/sportGuider/statistics.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { DetailSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { guiderStatisticsQuery } from '../api';
import { GuiderFigures } from '../components/guider-figures';
import '../components/sport-guider.css';

const ENTRIES = [
  { page: catalogue.sportGuiderList, hint: '按姓名、地区、等级、项目查找' },
  { page: catalogue.guiderPolicy, hint: '管理办法与等级评定' },
  { page: catalogue.guiderNotice, hint: '注册年审、表彰与公示' },
  { page: catalogue.guiderAssociation, hint: '协会动态与志愿服务' },
  { page: catalogue.guiderTrain, hint: '培训班时间、地点与报名' },
] as const;

export default function SportGuiderPage() {
  const titleId = useId();
  const result = useQuery(guiderStatisticsQuery());
  let figures: ReactNode;
  if (result.isPending) figures = <DetailSkeleton />;
  else if (result.isError) figures = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else figures = <GuiderFigures statistics={result.data} />;

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.sportGuider)}</PageTitle>
        <p className="muted-text">
          社会体育指导员在健身站点、社区和公园为群众提供健身技能传授、科学健身指导和活动组织服务。
        </p>
        <nav aria-label="社会体育指导员栏目">
          <ul className="guider-entry-list">
            {ENTRIES.map(({ page, hint }) => (
              <li key={page.path}>
                <Link to={page.href()}>
                  {pageHeading(page)}
                  <span>{hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {figures}
      </ContentPanel>
    </ContentPage>
  );
}
