/**
 * Codes of the site-wide settings (spec §1, §9): the known paramConf dictKeys. Plain values, no TypeBox
 * (docs/decisions/contracts-and-lint.md "Contracts: codes and schemas").
 */

/** Known paramConf dictKeys (site.ts ParamConfValues gives the shape of each value). */
export const PARAM_DICT_KEYS = [
  'hotline',
  'address',
  'postalCode',
  'workingHours',
  'externalLinks',
  'fillingSystems',
] as const;
export type ParamDictKey = (typeof PARAM_DICT_KEYS)[number];
