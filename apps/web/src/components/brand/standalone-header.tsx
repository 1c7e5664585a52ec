/**
 * Brand bar of the standalone pages without the shared header (spec §2: /passengerflow, /videoCat and
 * the login page): the portal's emblem and name linking home, and a '返回首页' link. A <header> landmark;
 * the page puts its own h1 inside <main>.
 */
import { Link } from 'react-router';
import { SiteEmblem } from './site-emblem';
import './standalone-header.css';

export function StandaloneHeader() {
  return (
    <header className="standalone-header">
      <div className="portal-container standalone-header-inner">
        <Link to="/" className="standalone-header-site">
          <SiteEmblem size={40} />
          <span>全民健身场馆信息服务平台</span>
        </Link>
        <Link to="/" className="standalone-header-home">
          返回首页
        </Link>
      </div>
    </header>
  );
}
