/**
 * The frame of the standalone pages (spec §2 "Standalone pages": passenger flow, videos, the community
 * games, login): the page itself (it draws its own brand bar, components/brand/standalone-header.tsx), then
 * a slim footer with the statements' links and the site's imprint (the 主办单位 line and the registration
 * marks, site-imprint.tsx; docs/decisions/public-experience.md §5: a government site names its sponsor on every page). A route
 * element around the standalone routes (app/router.tsx). The <footer> is the contentinfo landmark.
 */
import { Link, Outlet } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { SiteImprint } from './site-imprint';
import './site-footer.css';

export function StandaloneFrame() {
  return (
    <>
      {/* At least a screen tall: the footer never shows while the page's data loads (no layout shift). */}
      <div className="standalone-frame__page">
        <Outlet />
      </div>
      <footer className="site-footer standalone-footer">
        <nav aria-label="网站服务" className="portal-container standalone-footer__links">
          <Link to={catalogue.siteMap.href()}>网站地图</Link>
          <Link to={catalogue.siteStatement.href()}>网站声明</Link>
          <Link to={catalogue.privacyPolicy.href()}>隐私政策</Link>
          <Link to={catalogue.accessibilityStatement.href()}>无障碍声明</Link>
        </nav>
        <SiteImprint />
      </footer>
    </>
  );
}
