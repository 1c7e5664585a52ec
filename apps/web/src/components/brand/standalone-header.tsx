/**
 * Brand bar of the standalone pages without the shared header (spec §2: passenger flow, videos and
 * the login page): the skip link first, then the portal's emblem and name linking home, the elder and
 * accessible mode toolbar and a '返回首页' link. A <header> landmark; the page puts its own h1 inside
 * <main id="main-content">.
 */
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { SITE_NAME } from '../../config/route-handle';
import { A11yToolbar } from '../a11y-toolbar/a11y-toolbar';
import { SkipLink } from '../page/skip-link';
import { SiteEmblem } from './site-emblem';
import './standalone-header.css';

export function StandaloneHeader() {
  return (
    <>
      <SkipLink />
      <header className="standalone-header">
        <div className="portal-container standalone-header-inner">
          <Link to={catalogue.home.href()} className="standalone-header-site">
            <SiteEmblem size={40} />
            <span>{SITE_NAME}</span>
          </Link>
          <A11yToolbar variant="dark" />
          <Link to={catalogue.home.href()} className="standalone-header-home">
            返回首页
          </Link>
        </div>
      </header>
    </>
  );
}
