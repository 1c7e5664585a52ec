/**
 * The site's registration marks that 政府网站发展指引 (国办发〔2017〕47号) asks a government site to show in
 * its footer, with their formats and the official addresses they link to. The server reads them from its
 * environment (SITE_CODE, ICP_NUMBER, PSB_NUMBER, CONAC_ID: apps/server/src/site-records.ts, README) and
 * hands them to the web app in /runtime-config.js; the web footer shows each only when it is set
 * (apps/web/src/layouts/site-records.tsx). Plain values, no TypeBox: the web imports this file at run time.
 */

/** The four marks, by their runtime-configuration key. */
export interface SiteRecords {
  /** 网站标识码: the 10-character code the national government-site register gives, e.g. 'bm17000001'. */
  siteCode?: string;
  /** ICP备案号 as issued by MIIT, e.g. '京ICP备12345678号-1'. */
  icpNumber?: string;
  /** 公安机关备案号 as issued, e.g. '京公网安备 11010502000001号' (the 14 digits are its record code). */
  psbNumber?: string;
  /** The 党政机关网站 mark's (开办者标识) identifier at bszs.conac.cn, as the registration gave it. */
  conacId?: string;
}

export type SiteRecordKey = keyof SiteRecords;

/** Runtime keys in footer order, with the environment variable that sets each. */
export const SITE_RECORD_VARIABLES: Readonly<Record<SiteRecordKey, string>> = {
  siteCode: 'SITE_CODE',
  icpNumber: 'ICP_NUMBER',
  psbNumber: 'PSB_NUMBER',
  conacId: 'CONAC_ID',
};

/** The accepted form of each mark (whole value, after trimming). */
export const SITE_RECORD_PATTERNS: Readonly<Record<SiteRecordKey, RegExp>> = {
  siteCode: /^[0-9A-Za-z]{10}$/,
  // A province's one-character abbreviation, 'ICP备' or 'ICP证', the number, '号', an optional '-n' site number.
  icpNumber: /^\p{Script=Han}ICP[备证]\d{6,10}号(?:-\d{1,3})?$/u,
  psbNumber: /^\p{Script=Han}公网安备\s?\d{14}号$/u,
  conacId: /^[0-9A-Za-z]{8,64}$/,
};

/** MIIT's ICP filing look-up, the address the ICP number links to (MIIT requires the link). */
export const ICP_QUERY_URL = 'https://beian.miit.gov.cn/';

/** The 14-digit record code of a 公安机关备案号 ('京公网安备 11010502000001号' -> '11010502000001'). */
export function psbRecordCode(psbNumber: string): string {
  return /\d{14}/.exec(psbNumber)?.[0] ?? '';
}

/** The Ministry of Public Security's look-up of a 公安机关备案号. */
export function psbQueryUrl(psbNumber: string): string {
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${psbRecordCode(psbNumber)}`;
}

/** The verification page of the 党政机关网站 mark (中央机构编制委员会办公室's register). */
export function conacVerifyUrl(conacId: string): string {
  return `https://bszs.conac.cn/sitename?method=show&id=${encodeURIComponent(conacId)}`;
}

/**
 * The marks of `source` whose value (a string, trimmed) has the accepted form; others are left out.
 * `source` is any object (the runtime configuration, or the environment keyed by runtime key).
 */
export function pickSiteRecords(source: Readonly<Record<string, unknown>>): SiteRecords {
  const records: SiteRecords = {};
  for (const key of Object.keys(SITE_RECORD_PATTERNS) as SiteRecordKey[]) {
    const value = source[key];
    if (typeof value === 'string' && SITE_RECORD_PATTERNS[key].test(value.trim())) records[key] = value.trim();
  }
  return records;
}
