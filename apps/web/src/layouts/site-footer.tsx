/**
 * The shared footer (spec §1, §9): the fitness-map link (centre lng 116.42602, lat 39.88433), the
 * venue-informatisation consulting guidance entries (GET /api_/ow/guidance/list, first 20, each to
 * its guidance detail page), the contacts from paramConf (hotline, address, postal code, working
 * hours) and the copyright line. The <footer> element is the contentinfo landmark.
 */
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { catalogue, MAP_LINK_CENTRE } from '../config/catalogue';
import { SITE_NAME } from '../config/route-handle';
import { footerGuidanceQuery } from './layout-api';
import { HotlineLink, ParamConfText } from './param-conf-text';
import './site-footer.css';

function GuidanceEntries() {
  const { data, isPending, isError } = useQuery(footerGuidanceQuery);
  if (isPending) return <p className="site-footer__state">加载中…</p>;
  if (isError) return <p className="site-footer__state">咨询指导内容暂时无法加载</p>;
  if (data.length === 0) return <p className="site-footer__state">暂无咨询指导内容</p>;
  return (
    <ul className="site-footer__guidance">
      {data.map((entry) => (
        <li key={entry.id}>
          <Link to={catalogue.guidanceDetail.href({ id: entry.id })}>{entry.name}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="portal-container site-footer__grid">
        <section className="site-footer__section site-footer__section--wide" aria-labelledby="footer-guidance-title">
          <h2 id="footer-guidance-title" className="site-footer__title">
            场馆信息化咨询指导
          </h2>
          <GuidanceEntries />
        </section>
        <section className="site-footer__section" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">
            联系我们
          </h2>
          <dl className="site-footer__contacts">
            <dt>服务热线</dt>
            <dd>
              <ParamConfText dictKey="hotline" render={(value) => <HotlineLink value={value} />} />
            </dd>
            <dt>通讯地址</dt>
            <dd>
              <ParamConfText dictKey="address" />
            </dd>
            <dt>邮政编码</dt>
            <dd>
              <ParamConfText dictKey="postalCode" />
            </dd>
            <dt>工作时间</dt>
            <dd>
              <ParamConfText dictKey="workingHours" />
            </dd>
          </dl>
        </section>
        <section className="site-footer__section" aria-labelledby="footer-map-title">
          <h2 id="footer-map-title" className="site-footer__title">
            健身地图
          </h2>
          <Link to={catalogue.fitnessMap.href(MAP_LINK_CENTRE)} className="site-footer__map">
            <EnvironmentOutlined aria-hidden="true" /> 健身地图
          </Link>
          <p className="site-footer__hint">查找身边的体育场馆和健身设施</p>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="portal-container">
          <p>
            © {year} {SITE_NAME} 版权所有
          </p>
          <p>主办单位：国家体育总局体育信息中心</p>
        </div>
      </div>
    </footer>
  );
}
