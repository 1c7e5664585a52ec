/**
 * The pages of the facilities section (spec §2 "Equipment under /equipment/") as data, so one list
 * component and one detail component serve every kind (each route gives its kind, app/routes.ts):
 * - each facility kind (contracts FACILITY_KINDS) has its list page and the detail page its items open
 *   (components/facility/facility-detail.ts, shared with the site search: paths, special sites, centres
 *   and parks have a detail page of their own in spec §2; every other kind opens fieldDetail, as the
 *   fitness map's type-6 links do);
 * - three lists are not facility kinds: TraditionalEquipment (pieces of traditional equipment),
 *   Field (fields inside facilities, each opening fieldFacilityDetail) and Authentication (certification
 *   records).
 * Order: the tab menu's five kinds first (spec §2 "Top tab menu"), then the spec's list.
 */
import { FACILITY_KIND_NAMES, FACILITY_KINDS, type FacilityKind } from '@portal/contracts/facility.codes';
import {
  FACILITY_DETAIL_PAGES,
  type FacilityDetailEntry as DetailEntry,
} from '../../components/facility/facility-detail';
import { catalogue, type PageEntry } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../config/route-handle';

export interface FacilityKindPage {
  kind: FacilityKind;
  list: PageEntry;
  detail: DetailEntry;
  intro: string;
}

const page = (kind: FacilityKind, list: PageEntry, intro: string): FacilityKindPage => ({
  kind,
  list,
  detail: FACILITY_DETAIL_PAGES[kind],
  intro,
});

export const FACILITY_KIND_PAGES: Readonly<Record<FacilityKind, FacilityKindPage>> = {
  fitness_path: page(
    'fitness_path',
    catalogue.equipmentNationalFitnessPath,
    '社区、公园和广场上的室外健身器材组合：每条路径列出它的器材，器材损坏可在线报修。',
  ),
  special_site: page(
    'special_site',
    catalogue.equipmentSpecialActivitySite,
    '笼式足球、门球、轮滑、攀岩等特色活动场地。',
  ),
  fitness_center: page(
    'fitness_center',
    catalogue.equipmentSportsFitnessCenter,
    '乡镇（街道）体育健身中心：室内外健身场地和器材。',
  ),
  sports_park: page('sports_park', catalogue.equipmentSportsPark, '体育公园：公园里的球场、步道和健身器材。'),
  fitness_venue: page('fitness_venue', catalogue.equipmentFitnessVenues, '向公众开放的健身场馆。'),
  stadium: page('stadium', catalogue.equipmentStadium, '体育场馆及其场地。'),
  fitness_trail: page('fitness_trail', catalogue.equipmentFitnesspath, '城市健身步道。'),
  mountain_trail: page('mountain_trail', catalogue.equipmentFitnesstrail, '登山步道。'),
  greenway: page('greenway', catalogue.equipmentGreenway, '可步行、骑行的绿道。'),
  skating_rink: page('skating_rink', catalogue.equipmentSkatingRink, '室内外滑冰场。'),
  other: page('other', catalogue.equipmentOther, '其他健身设施。'),
};

/** The section's other lists (not facility kinds). */
export const SECTION_LIST_PAGES = {
  traditional: catalogue.equipmentTraditionalEquipment,
  field: catalogue.equipmentField,
  certification: catalogue.equipmentAuthentication,
} as const;

/** The links of the section's navigation: all, each kind, then the other three lists. */
export const SECTION_NAV: readonly { entry: PageEntry; label: string }[] = [
  { entry: catalogue.equipmentIndex, label: '全部设施' },
  ...FACILITY_KINDS.map((kind) => ({ entry: FACILITY_KIND_PAGES[kind].list, label: FACILITY_KIND_NAMES[kind] })),
  { entry: SECTION_LIST_PAGES.traditional, label: '传统健身器材' },
  { entry: SECTION_LIST_PAGES.field, label: '运动场地' },
  { entry: SECTION_LIST_PAGES.certification, label: '设施认证' },
];

/** The page of a piece of equipment: a path's pieces have their own page in spec §2. */
export const equipmentDetailEntry = (kind: FacilityKind): DetailEntry =>
  kind === 'fitness_path' ? catalogue.equipmentNationalFitnessPathEquipmentDetail : catalogue.equipmentEquipmentDetail;

/** The `from` crumb of pages reached from a facility of `kind`: its kind's list (the crumb links there). */
export const kindListTitle = (kind: FacilityKind): string => pageHeading(FACILITY_KIND_PAGES[kind].list);
