/**
 * Codes of the sports authorities' yearly filled-in data (spec §7 /api/data/sportsAuthority/fillIn/search):
 * the fill-in statuses. Plain values, no TypeBox (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

export const FILL_IN_STATUSES = ['已填报', '已审核', '退回修改'] as const;
export type FillInStatus = (typeof FILL_IN_STATUSES)[number];
