/**
 * Venue types (spec §3: 1 public stadium, 2 public gymnasium, 3 public swimming (diving) hall, 4 national
 * fitness centre) and the rule that picks a venue's detail page (spec §2 routes).
 * The codes and names are contracts `venue.codes` (ORGAN_TYPES, ORGAN_TYPE_NAMES), imported at run time.
 */
import type { VenueBasic } from '@portal/contracts/venue';
import { ORGAN_TYPE_NAMES, ORGAN_TYPES, type OrganType } from '@portal/contracts/venue.codes';
import { catalogue } from '@portal/contracts/pages.codes';

/** The type's name, or '' for a value outside 1-4. */
export function organTypeName(organType: number): string {
  return isOrganType(organType) ? ORGAN_TYPE_NAMES[organType] : '';
}

/** True for one of ORGAN_TYPES (a number, not its text). */
export function isOrganType(value: unknown): value is OrganType {
  return (ORGAN_TYPES as readonly unknown[]).includes(value);
}

/** A URL query value ('1'..'4') as an OrganType; missing, blank or anything else -> null. */
export function parseOrganType(raw: string | null | undefined): OrganType | null {
  const text = (raw ?? '').trim();
  const value = /^[0-9]$/.test(text) ? Number(text) : null;
  return isOrganType(value) ? value : null;
}

/**
 * The detail page of a venue (spec §2):
 * - national fitness centre (organType 4) -> the centre detail with organId and oldType 4
 * - large venue (isLarge) -> the large-venue detail with organId
 * - otherwise -> the small-venue detail with organId
 */
export function venueDetailPath(venue: Pick<VenueBasic, 'organId' | 'organType' | 'isLarge'>): string {
  const { organId } = venue;
  if (venue.organType === 4) return catalogue.venueCentreDetail.href({ organId, oldType: 4 });
  if (venue.isLarge) return catalogue.venueBigDetail.href({ organId });
  return catalogue.venueSmallDetail.href({ organId });
}
