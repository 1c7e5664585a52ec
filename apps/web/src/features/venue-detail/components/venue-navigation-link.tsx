/**
 * 导航到这里: the venue in 高德地图's public marker page (https://lbs.amap.com/api/uri-api/guide/mobile-web/point),
 * which opens Amap's web map, or its app on a phone, with route planning from there. The venue's coordinates
 * are WGS-84/CGCS2000, passed as such (`coordinate=wgs84`) for Amap to convert, as the race detail page does.
 */
import { CarOutlined } from '@ant-design/icons';
import type { VenueProfile } from '@portal/contracts/venue';
import { ExternalLink } from '../../../components/page/external-link';

/** Amap's marker URI for the venue. */
export function venueNavigationUrl(venue: Pick<VenueProfile, 'lng' | 'lat' | 'name'>): string {
  const query = new URLSearchParams({
    position: `${venue.lng},${venue.lat}`,
    name: venue.name,
    coordinate: 'wgs84',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${query.toString()}`;
}

export function VenueNavigationLink({ venue }: { venue: Pick<VenueProfile, 'lng' | 'lat' | 'name'> }) {
  return (
    <ExternalLink href={venueNavigationUrl(venue)}>
      <CarOutlined aria-hidden="true" /> 高德地图导航
    </ExternalLink>
  );
}
