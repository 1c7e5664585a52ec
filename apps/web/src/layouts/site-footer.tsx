/**
 * The shared footer (spec §1, §9, 政府网站发展指引): the contacts from paramConf (hotline, address, postal
 * code, working hours), the fitness-map link (centre lng 116.42602, lat 39.88433), the service links
 * (网站地图, 场馆信息化咨询指导, 我为政府网站找错, 长者模式, 无障碍: footer-service-links.tsx), then the
 * sponsor, copyright and the registration marks that are configured (site-imprint.tsx). The twenty
 * agency-oriented guidance entries of spec §1 moved to the 场馆信息化咨询指导 page, linked once here.
 * The <footer> element is the contentinfo landmark.
 */
import { EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { catalogue, MAP_LINK_CENTRE } from '@portal/contracts/pages.codes';
import { FooterServiceLinks } from './footer-service-links';
import { HotlineLink, ParamConfText } from './param-conf-text';
import { SiteImprint } from './site-imprint';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="portal-container site-footer__grid">
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
        <section className="site-footer__section" aria-labelledby="footer-service-title">
          <h2 id="footer-service-title" className="site-footer__title">
            网站服务
          </h2>
          <FooterServiceLinks />
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
      <SiteImprint />
    </footer>
  );
}
