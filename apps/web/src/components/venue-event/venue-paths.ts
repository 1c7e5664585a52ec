/**
 * The fitness map centred on a venue (spec §2: the fitness map with query lng and lat; the venue and
 * event detail pages link to the venue's position). The venue's detail page comes from
 * components/venue/organ-type venueDetailPath.
 */
import { catalogue } from '@portal/contracts/pages.codes';

export function fitnessMapPath({ lng, lat }: { lng: number; lat: number }): string {
  return catalogue.fitnessMap.href({ lng, lat });
}
