/**
 * The kind of the construction-project page at an address (contracts build-project.codes BUILD_KIND_PAGES:
 * /main/vBuild/{kind} and its /detail): the list and detail pages serve all four kinds and read theirs from
 * the path.
 */
import { BUILD_KIND_NAMES, BUILD_KIND_PAGES, BUILD_KINDS, type BuildKind } from '@portal/contracts/build-project.codes';

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
