/**
 * A venue's facilities and fields (spec §2 /gymFacility/facilityDetail/facilitySmallDetail and
 * facilityBigDetail, `?id=<organId>&from=`; the middle crumb from `from`): the fields the venue's own
 * record lists (the equipment service's POST field/list with `organId`), each opening fieldFacilityDetail,
 * and a link back to the venue's page of the venue-opening section (small or large venue). The h1 names the
 * venue (its fields carry its name) once they arrive.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useIdParam } from '../../../components/article/use-id-param';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { NotFoundState } from '../../../components/states/not-found-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { LIST_PAGING, urlStateSpec, useUrlState } from '../../../lib/url-state';
import { fieldListQuery } from '../api';
import { FieldTable } from '../components/field-table';
import '../facility.css';

const PAGING = urlStateSpec({ ...LIST_PAGING });

/** `size`: the venue's kind as its route gives it (gymFacility/smallDetail or bigDetail). */
export default function VenueFacilitiesPage({ size }: { size: 'small' | 'large' }) {
  const titleId = useId();
  const organId = useIdParam('id');
  const large = size === 'large';
  const entry = large ? catalogue.gymFacilityBigDetail : catalogue.gymFacilitySmallDetail;
  const [paging, update] = useUrlState(PAGING);
  const result = useQuery({
    ...fieldListQuery({ organId: organId ?? 0, ...paging }),
    enabled: organId !== null,
    placeholderData: keepPreviousData,
  });
  if (organId === null)
    return (
      <ContentPage>
        <NotFoundState
          title="未找到该场馆"
          backTo={catalogue.venueSearch.href({ organType: 2 })}
          backLabel={`返回${pageHeading(catalogue.venueSearch)}`}
        />
      </ContentPage>
    );
  const venuePage = (large ? catalogue.venueBigDetail : catalogue.venueSmallDetail).href({ organId });
  const from = pageHeading(entry);
  // The venue's name from its fields (docs/decisions/public-experience.md §3: not the generic 中小型场馆设施详情); generic until known.
  const venueName = result.data?.list[0]?.organName;
  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{venueName ? `${venueName}场地设施` : from}</PageTitle>
        <p className="facility-actions">
          <Link to={venuePage}>返回场馆详情</Link>
          <Link to={catalogue.equipmentField.href()}>查看全部运动场地</Link>
        </p>
        <h2 className="facility-section-title">场馆的运动场地</h2>
        <ListResults
          result={result}
          paging={paging}
          onPage={update}
          totalText={(total) => `共 ${total.toLocaleString('zh-CN')} 块场地`}
          emptyText="该场馆暂未登记场地设施"
          renderList={(items) => <FieldTable fields={items} from={from} label="场馆的运动场地" />}
        />
      </ContentPanel>
    </ContentPage>
  );
}
