/**
 * Entry cards to every section of the portal (W3 brief; paths from spec §2 and the default tab menu).
 * Sections not built yet show the site's 404 page, which is expected for now.
 */
import {
  AuditOutlined,
  BankOutlined,
  CompassOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HeartOutlined,
  NotificationOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useId, type ComponentType } from 'react';
import { Link } from 'react-router';
import { ContentPanel } from '../../../components/page/content-page';

interface SectionEntry {
  title: string;
  path: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
}

/** The portal's sections in menu order. */
export const SECTION_ENTRIES: readonly SectionEntry[] = [
  { title: '场馆开放', path: '/main/openFacility?organType=2', Icon: BankOutlined },
  { title: '赛事活动', path: '/games', Icon: TrophyOutlined },
  { title: '培训', path: '/training', Icon: ReadOutlined },
  { title: '健身设施', path: '/equipment/index', Icon: CompassOutlined },
  { title: '科学健身指导', path: '/scienceFitnessGuide/fitnessTalk', Icon: HeartOutlined },
  { title: '社会体育指导员', path: '/socialSportGuider/sportGuider', Icon: TeamOutlined },
  { title: '健身工作案例', path: '/fitnessCase', Icon: SolutionOutlined },
  { title: '政策法规', path: '/policyRule', Icon: AuditOutlined },
  { title: '健身地图', path: '/fitnessMap?lng=116.42602&lat=39.88433', Icon: EnvironmentOutlined },
  { title: '通知公告', path: '/main/notice', Icon: NotificationOutlined },
  { title: '新闻资讯', path: '/news', Icon: FileTextOutlined },
];

export function SectionEntries() {
  const headingId = useId();
  return (
    <ContentPanel labelledBy={headingId} className="home-entries">
      <h2 id={headingId} className="section-title">
        栏目导航
      </h2>
      <ul className="home-entries-grid">
        {SECTION_ENTRIES.map(({ title, path, Icon }) => (
          <li key={path}>
            <Link to={path} className="home-entry">
              <Icon aria-hidden="true" />
              <span>{title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentPanel>
  );
}
