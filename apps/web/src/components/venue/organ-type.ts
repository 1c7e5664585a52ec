/**
 * Venue types (spec §3: 1 public stadium, 2 public gymnasium, 3 public swimming (diving) hall, 4 national
 * fitness centre) and the rule that picks a venue's detail page (spec §2 routes; issue 3 "Pages").
 *
 * The names mirror contracts `ORGAN_TYPE_NAMES` (organ-type.test.ts keeps them equal): the web imports
 * contract types only, so TypeBox's runtime stays out of the page chunks.
 */
import type { OrganType, VenueBasic } from '@portal/contracts/venue';
import { catalogue } from '../../config/catalogue';

/** The four types in menu order. */
export const ORGAN_TYPES: readonly OrganType[] = [1, 2, 3, 4];

/** Display names (= contracts ORGAN_TYPE_NAMES). */
export const ORGAN_TYPE_NAMES: Readonly<Record<OrganType, string>> = {
  1: '公共体育场',
  2: '公共体育馆',
  3: '公共游泳（跳水）馆',
  4: '全民健身中心',
};

/** The type's name, or '' for a value outside 1-4. */
export function organTypeName(organType: number): string {
  return isOrganType(organType) ? ORGAN_TYPE_NAMES[organType] : '';
}

export function isOrganType(value: unknown): value is OrganType {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** A URL query value ('1'..'4') as an OrganType; missing, blank or anything else -> null. */
export function parseOrganType(raw: string | null | undefined): OrganType | null {
  const text = (raw ?? '').trim();
  if (!/^[1-4]$/.test(text)) return null;
  return Number(text) as OrganType;
}

/**
 * The detail page of a venue (issue 3, spec §2):
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
