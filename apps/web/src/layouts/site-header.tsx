/**
 * The shared page header (spec §2 Header): a top bar with the Beijing date and time, the links to the
 * national sports administration and the county football platform (paramConf externalLinks), the
 * hotline, the account links and the elder and accessible mode toolbar (components/a11y-toolbar); the brand band with the site name and the five filling-system
 * entries; then the top tab menu. The <header> element is the banner landmark. The account links and the
 * filling-system entries are slots (features/auth fills them through app/router.tsx): layouts import no
 * feature (docs/ARCHITECTURE.md "Layers"). Below 768 px and in elder mode the header is compact
 * (use-compact-header.ts): the filling systems fold into one 机构入口 menu.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { A11yToolbar } from '../components/a11y-toolbar/a11y-toolbar';
import { SiteEmblem } from '../components/brand/site-emblem';
import { SiteSearchBox } from '../components/site-search/site-search-box';
import { ExternalLink } from '../components/page/external-link';
import { catalogue } from '@portal/contracts/pages.codes';
import { SITE_NAME } from '../config/route-handle';
import { isHttpUrl } from '../lib/http-url';
import { paramConfQuery } from './layout-api';
import { LiveClock } from './live-clock';
import { HotlineLink, ParamConfText } from './param-conf-text';
import { TabMenu } from './tab-menu';
import { useCompactHeader } from './use-compact-header';
import './site-header.css';

function ExternalSiteLinks() {
  const { data } = useQuery(paramConfQuery('externalLinks'));
  const links = Array.isArray(data) ? data.filter((link) => link && isHttpUrl(link.url)) : [];
  if (links.length === 0) return null;
  return (
    <ul className="topbar__links" aria-label="相关网站">
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink href={link.url}>{link.name}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export interface SiteHeaderSlots {
  /** The account area of the top bar (user name and logout, or login and register links). */
  account?: ReactNode;
  /** The entries of the five external filling systems in the brand band. */
  fillingSystems?: ReactNode;
}

export function SiteHeader({ account, fillingSystems }: SiteHeaderSlots) {
  // Phones and elder mode: a compact header (use-compact-header.ts).
  const compact = useCompactHeader();
  return (
    <header className={compact ? 'site-header site-header--compact' : 'site-header'}>
      <div className="topbar">
        <div className="portal-container topbar__inner">
          <LiveClock />
          <ExternalSiteLinks />
          <span className="topbar__hotline">
            服务热线：
            <ParamConfText dictKey="hotline" render={(value) => <HotlineLink value={value} />} />
          </span>
          {account}
          <A11yToolbar />
        </div>
      </div>
      <div className="brand-band">
        <div className="portal-container brand-band__inner">
          <Link to={catalogue.home.href()} className="brand">
            <SiteEmblem size={56} />
            <span className="brand__text">
              <span className="brand__name">{SITE_NAME}</span>
              <span className="brand__sub" lang="en">
                National Fitness Venue Information Service Platform
              </span>
            </span>
          </Link>
          <SiteSearchBox />
          {fillingSystems}
        </div>
      </div>
      <TabMenu />
    </header>
  );
}
