/**
 * 404 page, shown inside the main layout for every address the route table does not list (spec §2:
 * "Route definitions beyond this list are not shown"). One h1; tells the visitor what to do next.
 */
import { useLocation } from 'react-router';
import { CommonSectionLinks } from './common-section-links';
import './status-page.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">页面不存在</h1>
      <p>您访问的页面不存在，可能是网址输入有误，或该页面已调整、暂未开放。</p>
      <p>请检查网址是否正确，或通过下面的链接、页面顶部的栏目菜单继续浏览。</p>
      <p className="status-page__detail">访问地址：{pathname}</p>
      <CommonSectionLinks label="常用栏目" />
    </section>
  );
}
