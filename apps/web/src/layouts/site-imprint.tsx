/**
 * The footer's bottom band (政府网站发展指引): the 党政机关网站 mark, the 主办单位 line with the copyright, and
 * the registration marks that are set (site-records.tsx). Shared by the main layout's footer
 * (site-footer.tsx) and the standalone pages' footer (standalone-frame.tsx, docs/decisions/public-experience.md §5), so every page
 * names who runs the site.
 */
import { SITE_NAME, SITE_SPONSOR } from '../config/route-handle';
import { ConacMarkLink, SiteRecordLine, useSiteRecords } from './site-records';
import './site-footer.css';

export function SiteImprint() {
  const year = new Date().getFullYear();
  const records = useSiteRecords();
  return (
    <div className="site-footer__bottom">
      <div className="portal-container site-footer__bottom-inner">
        <ConacMarkLink records={records} />
        <div className="site-footer__imprint">
          <p className="site-footer__sponsor">
            <span>主办单位：{SITE_SPONSOR}</span>
            <span>
              © {year} {SITE_NAME} 版权所有
            </span>
          </p>
          <SiteRecordLine records={records} />
        </div>
      </div>
    </div>
  );
}
