/**
 * The section's navigation (健身设施): all facilities, each kind's list, traditional equipment, fields and
 * certification records (facility-pages.ts SECTION_NAV), the current page marked with aria-current.
 */
import { SectionNav } from '../../../components/page/section-nav';
import { SECTION_NAV } from '../facility-pages';

export function FacilityNav() {
  return <SectionNav entries={SECTION_NAV} label="健身设施类别" className="facility-nav" />;
}
