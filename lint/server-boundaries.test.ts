// @vitest-environment node
/**
 * The server's import boundaries (docs/decisions/server-conventions.md "Module boundaries") are enforced by the
 * repository's eslint.config.js: this runs ESLint's Node API on small snippets placed at real paths and
 * checks that import/no-restricted-paths fires where it must and stays silent for the allowed imports:
 * - a module imports only itself and the base modules (area, venue, venue-status, content, file/file-url.ts,
 *   facility/facility-search.ts, venue-video/venue-video.repository.ts and venue-video.presenter.ts);
 * - plugins import no module; lib/ and db/ import no module or plugin;
 * - bench/ reaches the server runner through test-support/, never through e2e/.
 * The imported files exist, so the rule can resolve them (it skips imports it cannot resolve).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MODULES_DIR = new URL('../apps/server/src/modules', import.meta.url);
const RULE = 'import/no-restricted-paths';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The no-restricted-paths messages for `code` linted as the file `filePath` (relative to the repository). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/** One side-effect-free import line per specifier, plus a use so no other rule complains. */
function importing(...specifiers: string[]): string {
  return `${specifiers.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;
}

describe('server module boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  // Loading eslint.config.js (typescript-eslint, plugins) takes seconds on a busy machine: do it once, first.
  beforeAll(() => eslint.calculateConfigForFile('apps/server/src/app.ts'), 120_000);

  it("rejects a module importing a sibling module's internal file", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/news/x.ts',
      importing('../venue-search/venue-search.repository.js'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('a module imports only itself and the base modules');
  });

  it('lets a module import itself and every base module', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/news/x.ts',
      importing(
        './news.routes.js',
        '../area/divisions.js',
        '../venue/venue.presenter.js',
        '../venue/venue.columns.js',
        '../venue-status/open-status.js',
        '../content/content.routes.js',
        '../file/file-url.js',
        '../facility/facility-search.js',
        '../../lib/http/response-cache.js',
        '../../db/per-db-memo.js',
        '../../plugins/session-auth/session-auth.js',
      ),
    );
    expect(errors).toEqual([]);
  });

  it('allows only file-url.ts of the file module and facility-search.ts of the facility module', async () => {
    const errors = await boundaryErrors('apps/server/src/modules/banner/x.ts', importing('../file/file.repository.js'));
    expect(errors).toHaveLength(1);
    const facility = await boundaryErrors(
      'apps/server/src/modules/site-search/x.ts',
      importing('../facility/facility-snapshot.js'),
    );
    expect(facility).toHaveLength(1);
  });

  it('holds for base modules too: a base module does not import a non-base sibling', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/venue/x.ts',
      importing('../venue-search/open-now-filter.js'),
    );
    expect(errors).toHaveLength(1);
  });

  it('gives every module folder in the tree its own zone', async () => {
    const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(20);
    // Every module is importable by none of its siblings except the base ones: venue-search is not base,
    // so every other module importing it must fail; venue-search itself is checked against fitness-map.
    for (const module of modules) {
      const sibling = module === 'venue-search' ? '../fitness-map/quadkey.js' : '../venue-search/open-now-filter.js';
      const errors = await boundaryErrors(`apps/server/src/modules/${module}/x.ts`, importing(sibling));
      expect({ module, errors: errors.length }).toEqual({ module, errors: 1 });
    }
  });

  it('rejects a plugin importing a module, and accepts lib/ and db/', async () => {
    expect(
      await boundaryErrors('apps/server/src/plugins/x.ts', importing('../modules/auth/accounts.repository.js')),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('apps/server/src/plugins/x.ts', importing('../lib/api-error.js', '../db/per-db-memo.js')),
    ).toEqual([]);
  });

  it('rejects lib/ or db/ importing a module or a plugin', async () => {
    expect(await boundaryErrors('apps/server/src/lib/x.ts', importing('../modules/area/divisions.js'))).toHaveLength(1);
    expect(
      await boundaryErrors('apps/server/src/db/x.ts', importing('../plugins/session-auth/session-store.js')),
    ).toHaveLength(1);
  });

  it('keeps the benchmarks off e2e/: they share the server runner through test-support/', async () => {
    expect(await boundaryErrors('bench/x.ts', importing('../e2e/harness/portal-fixture.js'))).toHaveLength(1);
    expect(
      await boundaryErrors(
        'bench/x.ts',
        importing('../test-support/portal-server.js', '../test-support/portal-api.js'),
      ),
    ).toEqual([]);
  });
});
