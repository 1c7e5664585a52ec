/**
 * The footer's registration marks from the environment (site-records.ts) and their way into
 * /runtime-config.js (plugins/web-app.ts runtimeConfigScript): unset marks stay out, set ones must have the
 * issued form.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { runtimeConfigScript } from './plugins/web-app.js';
import { readSiteRecords } from './site-records.js';

const ALL = {
  SITE_CODE: 'bm17000001',
  ICP_NUMBER: ' 京ICP备12345678号-1 ',
  PSB_NUMBER: '京公网安备 11010502000001号',
  CONAC_ID: '0C4BBDDEE0F5473DE053012819AC3A5E',
};

function scriptSettings(env: NodeJS.ProcessEnv): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(runtimeConfigScript(loadConfig(env)), { window });
  return (window.__PORTAL_RUNTIME_CONFIG__ as () => unknown)();
}

describe('SITE_CODE, ICP_NUMBER, PSB_NUMBER, CONAC_ID', () => {
  it('are all optional: none set, none in the configuration or the runtime script', () => {
    expect(loadConfig({}).siteRecords).toEqual({});
    expect(readSiteRecords({ SITE_CODE: '  ', ICP_NUMBER: '' })).toEqual({});
    expect(scriptSettings({})).toEqual({ theme: 'gov-red', apiBase: '' });
  });

  it('are read trimmed and handed to the web app by their runtime keys', () => {
    expect(scriptSettings(ALL)).toEqual({
      theme: 'gov-red',
      apiBase: '',
      siteCode: 'bm17000001',
      icpNumber: '京ICP备12345678号-1',
      psbNumber: '京公网安备 11010502000001号',
      conacId: '0C4BBDDEE0F5473DE053012819AC3A5E',
    });
    expect(scriptSettings({ ICP_NUMBER: '京ICP备12345678号' })).toEqual({
      theme: 'gov-red',
      apiBase: '',
      icpNumber: '京ICP备12345678号',
    });
  });

  it('refuse a value that does not have the issued form, naming the variable', () => {
    for (const [name, bad] of [
      ['SITE_CODE', 'bm1700'],
      ['ICP_NUMBER', 'ICP 12345678'],
      ['ICP_NUMBER', '京ICP备12345678号<script>'],
      ['PSB_NUMBER', '京公网安备 123号'],
      ['CONAC_ID', 'id with spaces'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
    }
  });
});
