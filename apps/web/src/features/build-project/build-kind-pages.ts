/**
 * The pages of each kind of construction project (config/catalogue.ts /main/vBuild/{kind} and its
 * /detail), and the kind of the page at an address: the list and detail pages serve all four kinds and
 * read theirs from the path.
 */
import { BUILD_KIND_NAMES, BUILD_KINDS, type BuildKind } from '@portal/contracts/build-project.codes';
import { catalogue } from '../../config/catalogue';

export const BUILD_KIND_PAGES = {
  venueEquipment: { list: catalogue.buildVenueEquipment, detail: catalogue.buildVenueEquipmentDetail },
  gymCenter: { list: catalogue.buildGymCenter, detail: catalogue.buildGymCenterDetail },
  ice: { list: catalogue.buildIce, detail: catalogue.buildIceDetail },
  sportsPark: { list: catalogue.buildSportsPark, detail: catalogue.buildSportsParkDetail },
} as const satisfies Record<BuildKind, unknown>;

/** The kind whose list or detail page is at `pathname`; the first kind when none is. */
export function buildKindOfPath(pathname: string): BuildKind {
  const path = pathname.replace(/\/+$/, '');
  return (
    BUILD_KINDS.find((kind) => {
      const pages = BUILD_KIND_PAGES[kind];
      return path === pages.list.path || path === pages.detail.path;
    }) ?? BUILD_KINDS[0]
  );
}

/** '体育公园项目' */
export const projectNoun = (kind: BuildKind) => `${BUILD_KIND_NAMES[kind]}项目`;
