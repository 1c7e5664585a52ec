/**
 * The site's registration marks (政府网站发展指引) from the environment: SITE_CODE (网站标识码), ICP_NUMBER
 * (ICP备案号), PSB_NUMBER (公安机关备案号) and CONAC_ID (党政机关网站 mark id). Each is optional ('' or unset:
 * not shown); a set value must have its accepted form (contracts site-records.codes), else the server
 * refuses to start naming the variable, as for the other settings of config.ts. The web app receives them
 * in /runtime-config.js (plugins/web-app.ts) and shows each one set in its footer.
 */
import {
  SITE_RECORD_PATTERNS,
  SITE_RECORD_VARIABLES,
  type SiteRecordKey,
  type SiteRecords,
} from '@portal/contracts/site-records.codes';

export function readSiteRecords(env: NodeJS.ProcessEnv): SiteRecords {
  const records: SiteRecords = {};
  for (const key of Object.keys(SITE_RECORD_VARIABLES) as SiteRecordKey[]) {
    const name = SITE_RECORD_VARIABLES[key];
    const value = (env[name] ?? '').trim();
    if (!value) continue;
    if (!SITE_RECORD_PATTERNS[key].test(value))
      throw new Error(`${name} does not have the issued form (${SITE_RECORD_PATTERNS[key].source}), got '${value}'`);
    records[key] = value;
  }
  return records;
}
