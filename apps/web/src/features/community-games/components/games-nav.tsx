/**
 * The community games' own navigation (the spec's tab menu has no item for the section): the games'
 * home (/qmsports/index) and its query, calendar, map, score and province pages. A <nav> landmark named
 * '全民运动会栏目'; the current page carries aria-current="page". Shown on every /qmsports page.
 */
import { SectionNav } from '../../../components/page/section-nav';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';

/** The section's pages in menu order, with their labels. */
export const GAMES_NAV_ENTRIES = [
  { label: '运动会首页', entry: catalogue.qmsportsIndex },
  { label: pageHeading(catalogue.raceQuery), entry: catalogue.raceQuery },
  { label: pageHeading(catalogue.raceCalendar), entry: catalogue.raceCalendar },
  { label: pageHeading(catalogue.raceMap), entry: catalogue.raceMap },
  { label: pageHeading(catalogue.raceScore), entry: catalogue.raceScore },
  { label: pageHeading(catalogue.raceProvince), entry: catalogue.raceProvince },
] as const;

/** The navigation; `className` 'games-nav games-nav-inverse' draws it on the index page's dark band. */
export function GamesNav({ className = 'games-nav' }: { className?: string }) {
  return <SectionNav entries={GAMES_NAV_ENTRIES} label="全民运动会栏目" className={className} />;
}
