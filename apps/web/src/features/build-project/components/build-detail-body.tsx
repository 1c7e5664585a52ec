/**
 * The body of a construction-project detail page: the name as the page's h1 with its status, the facts
 * (kind, place, investment and central subsidy in 万元, fund, area, responsible unit, the dates of the
 * statuses reached), the construction content and facilities, the progress timeline with photos, and the
 * place: address, a link to its point on the fitness map and, for a project in use, the venue it became.
 */
import type { BuildDetail } from '@portal/contracts/build-project';
import { BUILD_KIND_NAMES, BUILD_STATUSES, type BuildStatus } from '@portal/contracts/build-project.codes';
import { Link } from 'react-router';
import { InfoBox, type InfoItem } from '../../../components/article/info-box';
import { DataSourceNote } from '../../../components/data-source/data-source-note';
import { organTypeName, venueDetailPath } from '../../../components/venue/organ-type';
import { catalogue } from '@portal/contracts/pages.codes';
import { formatDate } from '../../../lib/format-date';
import { usePageName } from '../../../lib/page-name';
import { BuildStatusTag } from './build-status-tag';
import { ProgressTimeline } from './progress-timeline';
import { formatWan } from './summary-chart';

/** The date each status was reached, as the facts name it. */
const DATE_LABELS: Record<BuildStatus, string> = {
  approved: '立项日期',
  building: '开工日期',
  completed: '竣工日期',
  inUse: '投入使用日期',
};

function VenueBlock({ project }: { project: BuildDetail }) {
  const { venue } = project;
  return (
    <section className="build-section" aria-labelledby="build-venue-title">
      <h2 id="build-venue-title" className="section-title">
        项目位置与建成场馆
      </h2>
      <p>{project.address}</p>
      <p className="build-links">
        <Link to={catalogue.fitnessMap.href({ lng: project.lng, lat: project.lat })}>在健身地图中查看位置</Link>
      </p>
      {venue ? (
        <p className="build-venue">
          建成场馆：<Link to={venueDetailPath(venue)}>{venue.name}</Link>
          <span className="muted-text">（{organTypeName(venue.organType) || '体育场馆'}）</span>
        </p>
      ) : (
        <p className="muted-text">
          {project.status === 'inUse'
            ? '该项目建成的场地设施暂未纳入场馆开放信息。'
            : '项目投入使用后将在此显示建成场馆。'}
        </p>
      )}
    </section>
  );
}

export function BuildDetailBody({
  project,
  listHref,
  listTitle,
}: {
  project: BuildDetail;
  listHref: string;
  listTitle: string;
}) {
  usePageName(project.name);
  const dates = BUILD_STATUSES.filter((status) => project.dates[status]).map((status) => ({
    label: DATE_LABELS[status],
    value: formatDate(project.dates[status]),
  }));
  const info: InfoItem[] = [
    { label: '项目类别', value: `${BUILD_KIND_NAMES[project.kind]}项目` },
    { label: '所在地区', value: project.areaName },
    { label: '立项年度', value: `${project.year}年` },
    { label: '资金来源', value: project.fundSource },
    { label: '总投资', value: formatWan(project.totalInvestment) },
    { label: '中央补助', value: formatWan(project.centralSubsidy) },
    { label: '建设面积', value: `${project.area.toLocaleString('zh-CN')} 平方米` },
    { label: '建设单位', value: project.responsibleUnit },
    ...dates,
  ];
  return (
    <article className="build-detail">
      <header className="build-detail-header">
        <h1 className="article-detail-title">{project.name}</h1>
        <BuildStatusTag status={project.status} />
      </header>
      <DataSourceNote source={project.dataSource} />
      <InfoBox items={info} />
      <section className="build-section" aria-labelledby="build-content-title">
        <h2 id="build-content-title" className="section-title">
          建设内容
        </h2>
        <p>{project.content}</p>
        <ul className="build-facilities" aria-label="建成的主要设施">
          {project.facilities.map((facility) => (
            <li key={facility}>{facility}</li>
          ))}
        </ul>
      </section>
      <section className="build-section" aria-labelledby="build-progress-title">
        <h2 id="build-progress-title" className="section-title">
          建设进度
        </h2>
        <ProgressTimeline steps={project.progress} />
      </section>
      <VenueBlock project={project} />
      <p className="build-back">
        <Link to={listHref}>返回{listTitle}列表</Link>
      </p>
    </article>
  );
}
