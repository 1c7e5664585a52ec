/**
 * Frame of the section's non-list pages (体质测定, 测定项目, 测定站点, 锻炼项目, 项目详情, 综合评定): the page
 * panel with its one h1 (the catalogue entry's name) and the section nav.
 */
import { useId, type ReactNode } from 'react';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import type { PageInfo } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { GuideNav } from './guide-nav';

export function GuidePage({
  entry,
  nav = entry,
  heading,
  children,
}: {
  entry: PageInfo;
  /** The nav item marked current (a detail page marks its list). */
  nav?: PageInfo;
  /** The h1 when it is not the entry's name (a detail's item name). */
  heading?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{heading ?? pageHeading(entry)}</PageTitle>
        <GuideNav current={nav} />
        {children}
      </ContentPanel>
    </ContentPage>
  );
}
