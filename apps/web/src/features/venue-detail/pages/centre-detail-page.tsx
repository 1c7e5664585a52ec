/**
 * /openFacility/detail?organId&oldType&year — 全民健身中心详情 (spec §2): the v2 info
 * endpoints (/api/data/v2/nvenue/info/...); oldType is the venue's organType, 4 when absent.
 */
import { VenueDetailPage } from '../components/venue-detail-page';

export default function CentreDetailPage() {
  return <VenueDetailPage kind="centre" />;
}
