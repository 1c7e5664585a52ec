/**
 * The fitness map centred on a venue (spec §2 /fitnessMap with query lng and lat; issue 3 detail pages:
 * "its position with a link to /fitnessMap?lng&lat"). The venue's detail page comes from
 * components/venue/organ-type venueDetailPath.
 */
export function fitnessMapPath({ lng, lat }: { lng: number; lat: number }): string {
  return `/fitnessMap?${new URLSearchParams({ lng: String(lng), lat: String(lat) }).toString()}`;
}
