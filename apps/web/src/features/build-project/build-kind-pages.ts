/** Words of the construction-project pages that depend on the kind (contracts build-project.codes). */
import { BUILD_KIND_NAMES, type BuildKind } from '@portal/contracts/build-project.codes';

/** '体育公园项目' */
export const projectNoun = (kind: BuildKind) => `${BUILD_KIND_NAMES[kind]}项目`;
