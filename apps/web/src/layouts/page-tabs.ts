/**
 * Which tab lights up on the pages that are not in the tab menu (spec §4 "Menu": the active tab comes from
 * the address, else the stored index). The address alone misleads for pages nested under /main: the first
 * path segment of /main/notice is the same as that of /main/openFacility, so 场馆开放 lit up on the notice,
 * feedback and other /main pages. The pages listed here name their tab by a catalogue page that is in the
 * menu (so a server menu that moves that page moves the tab too), or `null` for pages of no tab, which then
 * light none (not the stored index, which would keep the previously visited tab lit).
 *
 * An entry covers its path and every path below it (/main/feedback covers /main/feedback/inbox); the
 * longest matching path wins. Checked for every built page by app/active-tab.test.ts.
 */
import { catalogue, type PageInfo } from '@portal/contracts/pages.codes';

export interface PageTab {
  /** The page (and the pages below its path). */
  readonly page: PageInfo;
  /** A menu page inside the tab to light, or null for none. */
  readonly tabOf: PageInfo | null;
}

export const PAGE_TABS: readonly PageTab[] = [
  // 通知公告 and 全部资讯 are articles like the news: 新闻资讯.
  { page: catalogue.notice, tabOf: catalogue.news },
  { page: catalogue.vNewsAll, tabOf: catalogue.news },
  // The venue detail pages belong to the venue list they are opened from.
  { page: catalogue.venueSmallDetail, tabOf: catalogue.venueSearch },
  { page: catalogue.venueBigDetail, tabOf: catalogue.venueSearch },
  { page: catalogue.venueCentreDetail, tabOf: catalogue.venueSearch },
  // The facility layout pages are facilities (健身设施).
  { page: catalogue.facilityLayout, tabOf: catalogue.equipmentIndex },
  // A venue's facilities and fields are opened from its detail page (场馆开放); a repair report (and the
  // agency's repair inbox below it) is about a facility's equipment piece (健身设施).
  { page: catalogue.gymFacilityDetail, tabOf: catalogue.venueSearch },
  { page: catalogue.gymFacilityFixReport, tabOf: catalogue.equipmentIndex },
  // 体育锻炼标准 is reached from 体质测定与运动标准 (科学健身指导).
  { page: catalogue.exerciseEvent, tabOf: catalogue.bodyCheck },
  { page: catalogue.synthesizeAssess, tabOf: catalogue.bodyCheck },
  // Pages of no tab: the feedback form and inbox, the agency guidance, the site map and statements, 数据开放, the site search, the games
  // section.
  { page: catalogue.feedback, tabOf: null },
  // The back office (内容管理) is no public section.
  { page: catalogue.adminContent, tabOf: null },
  { page: catalogue.adminColumns, tabOf: null },
  { page: catalogue.adminAudit, tabOf: null },
  { page: catalogue.adminAccounts, tabOf: null },
  { page: catalogue.adminMenu, tabOf: null },
  { page: catalogue.adminContentNew, tabOf: null },
  { page: catalogue.adminContentEdit, tabOf: null },
  { page: catalogue.adminExchangeImport, tabOf: null },
  { page: catalogue.adminVenueYearReview, tabOf: null },
  { page: catalogue.adminVenueVideos, tabOf: null },
  { page: catalogue.siteSearch, tabOf: null },
  { page: catalogue.guidance, tabOf: null },
  { page: catalogue.guidanceDetail, tabOf: null },
  { page: catalogue.siteMap, tabOf: null },
  { page: catalogue.siteStatement, tabOf: null },
  { page: catalogue.privacyPolicy, tabOf: null },
  { page: catalogue.accessibilityStatement, tabOf: null },
  { page: catalogue.openData, tabOf: null },
  { page: catalogue.dataHealth, tabOf: null },
  { page: catalogue.raceQuery, tabOf: null },
  { page: catalogue.raceDetail, tabOf: null },
  { page: catalogue.raceCalendar, tabOf: null },
  { page: catalogue.raceMap, tabOf: null },
  { page: catalogue.raceScore, tabOf: null },
  { page: catalogue.raceProvince, tabOf: null },
  { page: catalogue.raceNewsDetail, tabOf: null },
];

const covers = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The entry for `pathname` (no query; trailing slashes ignored), or undefined when the page is not listed
 * (its tab then comes from the menu's paths).
 */
export function pageTabOf(pathname: string): PageTab | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: PageTab | undefined;
  for (const entry of PAGE_TABS)
    if (covers(entry.page.path, path) && (!best || entry.page.path.length > best.page.path.length)) best = entry;
  return best;
}
