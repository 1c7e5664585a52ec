/**
 * 网站地图 (catalogue.siteMap, /siteMap; 政府网站发展指引, not in spec §2): every built page a visitor can
 * open, grouped like the tab menu (app/site-map-model.ts). The groups follow the server menu once it has
 * loaded (GET /api/data/site/searchMenu), the default tabs until then, as the tab menu does.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { ContentPage, ContentPanel, PageTitle } from '../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../config/route-handle';
import { siteMenuQuery } from '../../layouts/layout-api';
import { resolveMenu, visibleMenu } from '../../layouts/menu-model';
import { mainRoutes, standaloneRoutes } from '../routes';
import { buildSiteMap } from '../site-map-model';
import './site-map-page.css';

export default function SiteMapPage() {
  const titleId = useId();
  const { data: serverMenu } = useQuery(siteMenuQuery);
  const groups = useMemo(
    () => buildSiteMap(visibleMenu(resolveMenu(serverMenu, null)), [...mainRoutes, ...standaloneRoutes]),
    [serverMenu],
  );
  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.siteMap)}</PageTitle>
        <div className="site-map">
          {groups.map((group, index) => (
            <section key={group.title} className="site-map__group" aria-labelledby={`${titleId}-${index}`}>
              <h2 id={`${titleId}-${index}`} className="site-map__title">
                {group.title}
              </h2>
              <ul className="site-map__links">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ContentPanel>
    </ContentPage>
  );
}
