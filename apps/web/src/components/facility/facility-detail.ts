/**
 * The detail page a facility opens, by its kind (spec §2 "Equipment under /equipment/"): a fitness path,
 * special site, fitness centre and sports park have a detail page of their own; every other kind opens
 * fieldDetail (spec §2 lists none for them; the server links by contracts FACILITY_KIND_PATHS, and
 * features/facility facility-pages.test.tsx checks they agree). Shared by the facility section (features/facility) and the
 * site search's result links, which may not import each other.
 */
import type { FacilityKind } from '@portal/contracts/facility.codes';
import { catalogue, type PageEntry } from '@portal/contracts/pages.codes';

/** A detail page of the facility section: `?id=` and the `from` middle crumb (spec §2 "Breadcrumb" rule 7). */
export type FacilityDetailEntry = PageEntry<{ id?: number | string; from?: string }>;

const fieldDetail = catalogue.equipmentFieldDetail;

export const FACILITY_DETAIL_PAGES: Readonly<Record<FacilityKind, FacilityDetailEntry>> = {
  fitness_path: catalogue.equipmentNationalFitnessPathDetail,
  special_site: catalogue.equipmentSpecialActivitySiteDetail,
  fitness_center: catalogue.equipmentSportsFitnessCenterDetail,
  sports_park: catalogue.equipmentSportsParkDetail,
  fitness_venue: fieldDetail,
  stadium: fieldDetail,
  fitness_trail: fieldDetail,
  mountain_trail: fieldDetail,
  greenway: fieldDetail,
  skating_rink: fieldDetail,
  other: fieldDetail,
};

/** The detail page of a facility of `kind`. */
export const facilityDetailEntry = (kind: FacilityKind): FacilityDetailEntry => FACILITY_DETAIL_PAGES[kind];
