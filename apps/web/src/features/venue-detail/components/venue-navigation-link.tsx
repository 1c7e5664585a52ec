/**
 * 导航到这里: the venue in 高德地图 (Amap's marker page, which opens its web map or, on a phone, its app with
 * route planning). The URL and the GCJ-02 conversion are components/map/amap-link.ts, the one helper every
 * 高德 link of the web app goes through.
 */
import { CarOutlined } from '@ant-design/icons';
import type { VenueProfile } from '@portal/contracts/venue';
import { AMAP_NAME, amapMarkerUrl } from '../../../components/map/amap-link';
import { ExternalLink } from '../../../components/page/external-link';

export function VenueNavigationLink({ venue }: { venue: Pick<VenueProfile, 'lng' | 'lat' | 'name'> }) {
  return (
    <ExternalLink href={amapMarkerUrl(venue)}>
      <CarOutlined aria-hidden="true" /> {AMAP_NAME}导航
    </ExternalLink>
  );
}
