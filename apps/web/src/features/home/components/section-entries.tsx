/**
 * Entry cards to every section of the portal (pages of the catalogue, as in the default tab menu).
 * Sections not built yet show the site's 404 page, which is expected for now.
 */
import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BuildOutlined,
  ContainerOutlined,
  CompassOutlined,
  EnvironmentOutlined,
  FlagOutlined,
  FileTextOutlined,
  HeartOutlined,
  LineChartOutlined,
  MessageOutlined,
  NotificationOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useId, type ComponentType } from 'react';
import { Link } from 'react-router';
import { ContentPanel } from '../../../components/page/content-page';
import { catalogue, MAP_LINK_CENTRE } from '@portal/contracts/pages.codes';

interface SectionEntry {
  title: string;
  path: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
}

/** The portal's sections in menu order. */
export const SECTION_ENTRIES: readonly SectionEntry[] = [
  { title: '场馆开放', path: catalogue.venueSearch.href({ organType: 2 }), Icon: BankOutlined },
  { title: '赛事活动', path: catalogue.match.href(), Icon: TrophyOutlined },
  { title: '培训', path: catalogue.training.href(), Icon: ReadOutlined },
  { title: '健身设施', path: catalogue.equipmentIndex.href(), Icon: CompassOutlined },
  { title: '科学健身指导', path: catalogue.fitnessTalk.href(), Icon: HeartOutlined },
  { title: '社会体育指导员', path: catalogue.sportGuider.href(), Icon: TeamOutlined },
  { title: '健身组织', path: catalogue.fitnessAssociation.href(), Icon: ApartmentOutlined },
  { title: '健身工作案例', path: catalogue.fitnessCase.href(), Icon: SolutionOutlined },
  { title: '政策法规', path: catalogue.regulation.href(), Icon: AuditOutlined },
  { title: '健身地图', path: catalogue.fitnessMap.href(MAP_LINK_CENTRE), Icon: EnvironmentOutlined },
  // Live visitor numbers of the venues (docs/decisions/public-experience.md §4: linked only from the site map before).
  { title: '场馆客流', path: catalogue.passengerFlow.href(), Icon: LineChartOutlined },
  { title: '通知公告', path: catalogue.notice.href(), Icon: NotificationOutlined },
  { title: '新闻资讯', path: catalogue.news.href(), Icon: FileTextOutlined },
  { title: '全民运动会', path: catalogue.qmsportsIndex.href(), Icon: FlagOutlined },
  { title: '全部资讯', path: catalogue.vNewsAll.href(), Icon: ContainerOutlined },
  { title: '建设项目', path: catalogue.buildVenueEquipment.href(), Icon: BuildOutlined },
  { title: '意见反馈', path: catalogue.feedback.href(), Icon: MessageOutlined },
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
