/**
 * The footer's service links (政府网站发展指引): 网站地图 (catalogue.siteMap), 数据开放 (catalogue.openData, the
 * open datasets), 数据质量公开 (catalogue.dataHealth, the filling systems' data quality), 网站声明, 隐私政策 and 无障碍声明 (features/site-statements), 场馆信息化咨询指导 (the agency
 * guidance list, linked once here rather than listed in the public footer), 我为政府网站找错 (the feedback
 * form opened on its 纠错 type), and 长者模式 / 无障碍, which lead to the elder and accessible-mode toolbar at
 * the top of every page: an in-page link to `#a11y-toolbar` that also moves keyboard focus to the toolbar's
 * first control (the fragment alone scrolls but leaves focus behind in some browsers).
 */
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { FeedbackType } from '@portal/contracts/feedback.codes';
import { A11Y_TOOLBAR_ID } from '../components/a11y-toolbar/a11y-toolbar';
import { catalogue } from '@portal/contracts/pages.codes';

function goToToolbar(event: MouseEvent<HTMLAnchorElement>) {
  const toolbar = document.getElementById(A11Y_TOOLBAR_ID);
  const control = toolbar?.querySelector<HTMLElement>('button, a[href], input, select');
  if (!toolbar) return;
  event.preventDefault();
  toolbar.scrollIntoView({ block: 'nearest' });
  (control ?? toolbar).focus();
}

export function FooterServiceLinks() {
  return (
    <ul className="site-footer__services">
      <li>
        <Link to={catalogue.siteMap.href()}>网站地图</Link>
      </li>
      <li>
        <Link to={catalogue.openData.href()}>数据开放</Link>
      </li>
      <li>
        <Link to={catalogue.dataHealth.href()}>数据质量公开</Link>
      </li>
      <li>
        <Link to={catalogue.siteStatement.href()}>网站声明</Link>
      </li>
      <li>
        <Link to={catalogue.privacyPolicy.href()}>隐私政策</Link>
      </li>
      <li>
        <Link to={catalogue.accessibilityStatement.href()}>无障碍声明</Link>
      </li>
      <li>
        <Link to={catalogue.guidance.href()}>场馆信息化咨询指导</Link>
      </li>
      <li>
        <Link to={catalogue.feedback.href({ type: 'correction' satisfies FeedbackType })}>我为政府网站找错</Link>
      </li>
      <li>
        <a href={`#${A11Y_TOOLBAR_ID}`} onClick={goToToolbar}>
          长者模式
        </a>
      </li>
      <li>
        <a href={`#${A11Y_TOOLBAR_ID}`} onClick={goToToolbar}>
          无障碍
        </a>
      </li>
    </ul>
  );
}
