/**
 * /openFacility/bigDetail?organId&year — 大型场馆详情 (spec §2): the large-venue
 * endpoints, plus the year's evaluation result. Route title LARGE_VENUE_DETAIL_TITLE.
 */
import { VenueDetailPage } from '../components/venue-detail-page';

export default function BigDetailPage() {
  return <VenueDetailPage kind="large" />;
}
