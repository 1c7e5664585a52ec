// @vitest-environment node
/**
 * The web layer zones of eslint.config.js bite (docs/ARCHITECTURE.md "Layers"): each case lints a
 * one-line import with ESLint's Node API as if it were written in a file at `filePath`, and expects an
 * `import/no-restricted-paths` error, or none for an allowed import. The imported files exist, so the
 * resolver finds them; the linted files themselves are never written.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** ESLint of the repository root. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const RULE = 'import/no-restricted-paths';

/** The rule ids ESLint reports for `code` at `filePath` (relative to the repository root). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = imported;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const WEB = 'apps/web/src';
/** Loading the config and plugins takes seconds on a busy machine; each lint after that is quick. */
const WARM_UP_MS = 120_000;
const CASE_MS = 30_000;

describe('web import boundaries (eslint.config.js)', () => {
  beforeAll(() => eslint.lintText('', { filePath: `${WEB}/lib/probe.ts` }), WARM_UP_MS);

  it.each([
    [
      'a feature importing another feature',
      `${WEB}/features/news/probe.ts`,
      "import { MATCH_KIND as imported } from '../match/match-kind';",
    ],
    [
      'a feature importing a layout',
      `${WEB}/features/news/probe.ts`,
      "import { DEFAULT_MENU as imported } from '../../layouts/default-menu';",
    ],
    [
      'a feature importing an app file',
      `${WEB}/features/news/probe.ts`,
      "import { mainRoutes as imported } from '../../app/routes';",
    ],
    [
      'a layout importing a feature',
      `${WEB}/layouts/probe.ts`,
      "import { fillingSystemsQuery as imported } from '../features/auth/api';",
    ],
    [
      'a layout importing an app file',
      `${WEB}/layouts/probe.ts`,
      "import { mainRoutes as imported } from '../app/routes';",
    ],
    [
      'a shared component importing a feature',
      `${WEB}/components/page/probe.ts`,
      "import { newsListQuery as imported } from '../../features/news/api';",
    ],
    [
      'config importing a component',
      `${WEB}/config/probe.ts`,
      "import { ExternalLink as imported } from '../components/page/external-link';",
    ],
    ['lib importing config', `${WEB}/lib/probe.ts`, "import { handleOf as imported } from '../config/route-handle';"],
  ])(
    'refuses %s',
    async (_case, filePath, code) => {
      expect(await boundaryErrors(filePath, code)).toHaveLength(1);
    },
    CASE_MS,
  );

  it.each([
    [
      'a feature importing itself, a component, config and lib',
      `${WEB}/features/news/probe.ts`,
      "import { newsListQuery } from './api';\nimport { ExternalLink } from '../../components/page/external-link';\nimport { handleOf } from '../../config/route-handle';\nimport { isHttpUrl } from '../../lib/http-url';\nconst imported = [newsListQuery, ExternalLink, handleOf, isHttpUrl];",
    ],
    [
      'a layout importing config and a component',
      `${WEB}/layouts/probe.ts`,
      "import { handleOf } from '../config/route-handle';\nimport { ExternalLink } from '../components/page/external-link';\nconst imported = [handleOf, ExternalLink];",
    ],
    [
      'the app importing a feature and a layout',
      `${WEB}/app/probe.ts`,
      "import { SessionCheck } from '../features/auth/components/session-check';\nimport MainLayout from '../layouts/main-layout';\nconst imported = [SessionCheck, MainLayout];",
    ],
  ])(
    'allows %s',
    async (_case, filePath, code) => {
      expect(await boundaryErrors(filePath, code)).toEqual([]);
    },
    CASE_MS,
  );
});
