/**
 * 场馆信息化咨询指导 (catalogue.guidance, /guidance): the venue-informatisation guidance entries for venue
 * operators and sports authorities (GET /api_/ow/guidance/list, paged; spec §7), in the API's order, each to its
 * detail page. They used to fill the public footer (spec §1); 政府网站发展指引 keeps the footer to the
 * site's own marks and links, so the footer links here once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { LIST_PAGING, urlStateSpec, useUrlState } from '../../../lib/url-state';
import { guidanceListQuery } from '../api';
import '../components/guidance-side-list.css';

const GUIDANCE_URL_STATE = urlStateSpec({ ...LIST_PAGING });

export default function GuidanceListPage() {
  const titleId = useId();
  const [state, update] = useUrlState(GUIDANCE_URL_STATE);
  const result = useQuery({ ...guidanceListQuery(state.pageNum, state.pageSize), placeholderData: keepPreviousData });
  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.guidance)}</PageTitle>
        <p className="muted-text">面向体育场馆运营单位和体育行政部门的场馆信息化建设、数据填报与系统对接指导。</p>
        <ListResults
          result={result}
          paging={state}
          onPage={update}
          totalText={(total) => `共 ${total} 条`}
          emptyText="暂无咨询指导内容"
          renderList={(items) => (
            <ul className="guidance-list">
              {items.map((item) => (
                <li key={item.id}>
                  <Link to={catalogue.guidanceDetail.href({ id: item.id })}>{item.name}</Link>
                  <span className="guidance-list__date">{formatDate(item.publishTime)}</span>
                </li>
              ))}
            </ul>
          )}
        />
      </ContentPanel>
    </ContentPage>
  );
}
