/** /openFacility/smallDetail?organId&year — 场馆详情 of a small or medium venue (spec §2). */
import { VenueDetailPage } from '../components/venue-detail-page';

export default function SmallDetailPage() {
  return <VenueDetailPage kind="small" />;
}
