/**
 * The three venue detail pages of spec §2 and what differs between them. Their paths
 * and titles ('场馆开放/…') are catalogue entries (@portal/contracts/pages.codes.ts):
 * - 'small'  venueSmallDetail ?organId&year: small and medium venues (v1 endpoints);
 * - 'large'  venueBigDetail ?organId&year: large venues (the programme's size thresholds);
 * - 'centre' venueCentreDetail ?organId&oldType&year: national fitness centres and the v2 info.
 */
import { catalogue, pathWithQuery, type PageEntry } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../config/route-handle';

export type DetailKind = 'small' | 'large' | 'centre';

export interface DetailKindInfo {
  /** The page's catalogue entry; year tabs and not-found links point back to it. */
  page: PageEntry<{ organId: number; oldType?: number; year?: number | null }>;
  /** The h1 while the venue is not known yet (loading, failure, not found): the title's last level. */
  pageLabel: string;
}

const kindInfo = (page: DetailKindInfo['page']): DetailKindInfo => ({ page, pageLabel: pageHeading(page) });

export const DETAIL_KINDS: Record<DetailKind, DetailKindInfo> = {
  small: kindInfo(catalogue.venueSmallDetail),
  large: kindInfo(catalogue.venueBigDetail),
  centre: kindInfo(catalogue.venueCentreDetail),
};

/** oldType of the centre detail page when the address has none: national fitness centre (organType 4). */
export const DEFAULT_OLD_TYPE = 4;

/**
 * The venue list a detail page leads back to: the centre page's own oldType (default 4); the others the
 * breadcrumb's section link (catalogue crumb data, spec §2 rule 6: organType 3 for large venues, else 2).
 */
export function venueListPath(kind: DetailKind, oldType: number | null): string {
  const venueSearch = catalogue.venueSearch;
  if (kind === 'centre') return venueSearch.href({ organType: oldType ?? DEFAULT_OLD_TYPE });
  return pathWithQuery(
    venueSearch.path,
    DETAIL_KINDS[kind].page.crumb?.sectionQuery ?? venueSearch.crumb?.sectionQuery,
  );
}
