/**
 * The address rules and list request of each guidance list kind: topics (and, for plans, levels) a URL
 * value must be one of (components/list-page/list-state.ts), and the kind's list query.
 */
import { listFirstQuery, type ListQueryRules } from '../../components/list-page/list-state';
import { PLAN_LEVELS, SCIENCE_GUIDE_TOPICS, type ScienceGuideKind } from '@portal/contracts/science-guide.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { guideListQuery } from './api';

/** The list page of each kind. */
export const GUIDE_LIST_ENTRIES = {
  talk: catalogue.fitnessTalk,
  knowledge: catalogue.fitnessKnowledge,
  nutrition: catalogue.fitnessNutrition,
  teach: catalogue.fitnessTeach,
  plan: catalogue.fitnessPlan,
} as const satisfies Record<ScienceGuideKind, unknown>;

/** Rules and list query per kind, built once (the list scaffold wants module-level constants). */
export const GUIDE_LISTS = Object.fromEntries(
  (Object.keys(SCIENCE_GUIDE_TOPICS) as ScienceGuideKind[]).map((kind) => {
    const rules: ListQueryRules = {
      categories: SCIENCE_GUIDE_TOPICS[kind],
      statuses: kind === 'plan' ? PLAN_LEVELS : [],
    };
    return [kind, { rules, listQuery: guideListQuery(kind) }];
  }),
) as Record<ScienceGuideKind, { rules: ListQueryRules; listQuery: ReturnType<typeof guideListQuery> }>;

/** The first request of the list page of `kind` at an address's query (app/routes.ts prefetches it). */
export const guideFirstQuery = (params: URLSearchParams, kind: ScienceGuideKind) =>
  listFirstQuery(params, GUIDE_LISTS[kind].rules, GUIDE_LISTS[kind].listQuery);
