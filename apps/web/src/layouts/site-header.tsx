/**
 * The shared page header (spec §2 Header): a top bar with the Beijing date and time, the links to the
 * national sports administration and the county football platform (paramConf externalLinks), the
 * hotline and the account links; the brand band with the site name and the five filling-system
 * entries; then the top tab menu. The <header> element is the banner landmark.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SiteEmblem } from '../components/brand/site-emblem';
import { isHttpUrl } from '../features/auth/api';
import { AccountLinks } from './account-links';
import { ExternalLink } from './external-link';
import { FillingSystemLinks } from './filling-system-links';
import { paramConfQuery } from './layout-api';
import { LiveClock } from './live-clock';
import { HotlineLink, ParamConfText } from './param-conf-text';
import { TabMenu } from './tab-menu';
import './site-header.css';

export const SITE_TITLE = '全民健身场馆信息服务平台';

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

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="portal-container topbar__inner">
          <LiveClock />
          <ExternalSiteLinks />
          <span className="topbar__hotline">
            服务热线：
            <ParamConfText dictKey="hotline" render={(value) => <HotlineLink value={value} />} />
          </span>
          <AccountLinks />
        </div>
      </div>
      <div className="brand-band">
        <div className="portal-container brand-band__inner">
          <Link to="/" className="brand">
            <SiteEmblem size={56} />
            <span className="brand__text">
              <span className="brand__name">{SITE_TITLE}</span>
              <span className="brand__sub" lang="en">
                National Fitness Venue Information Service Platform
              </span>
            </span>
          </Link>
          <FillingSystemLinks />
        </div>
      </div>
      <TabMenu />
    </header>
  );
}
