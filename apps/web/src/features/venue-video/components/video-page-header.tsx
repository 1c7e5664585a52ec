/** Slim brand bar of the standalone /videoCat page (no shared header, spec §2): site name and 返回首页. */
import { Link } from 'react-router';
import { SiteEmblem } from '../../../components/brand/site-emblem';

export function VideoPageHeader() {
  return (
    <header className="video-page__brand">
      <div className="portal-container video-page__brand-inner">
        <Link to="/" className="video-page__site">
          <SiteEmblem size={36} />
          <span>全民健身场馆信息服务平台</span>
        </Link>
        <Link to="/" className="video-page__home">
          返回首页
        </Link>
      </div>
    </header>
  );
}
