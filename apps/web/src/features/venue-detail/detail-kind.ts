/**
 * The three venue detail pages of spec §2 and what differs between them (issue 3 "Pages"). Their route
 * titles live in app/routes.ts ('场馆开放/…'; the large one is LARGE_VENUE_DETAIL_TITLE).
 * - 'small'  /openFacility/smallDetail?organId&year: small and medium venues (v1 endpoints);
 * - 'large'  /openFacility/bigDetail?organId&year: large venues (the programme's size thresholds);
 * - 'centre' /openFacility/detail?organId&oldType&year: national fitness centres and the v2 info.
 */
export type DetailKind = 'small' | 'large' | 'centre';

export interface DetailKindInfo {
  /** The page's path; year tabs and not-found links point back to it. */
  path: string;
  /** The h1 while the venue is not known yet (loading, failure, not found). */
  pageLabel: string;
}

export const DETAIL_KINDS: Record<DetailKind, DetailKindInfo> = {
  small: { path: '/openFacility/smallDetail', pageLabel: '场馆详情' },
  large: { path: '/openFacility/bigDetail', pageLabel: '大型场馆详情' },
  centre: { path: '/openFacility/detail', pageLabel: '全民健身中心详情' },
};

/** oldType of /openFacility/detail when the address has none: national fitness centre (organType 4). */
export const DEFAULT_OLD_TYPE = 4;

/** The venue list of the section (spec §2 /main/openFacility); `organType` 1-4. */
export function venueListPath(organType: number): string {
  return `/main/openFacility?organType=${organType}`;
}
