// @vitest-environment node
/**
 * The web's contracts imports rule of eslint.config.js (docs/decisions/contracts-and-lint.md "Contracts: codes and
 * schemas"), shown through ESLint's Node API on snippets placed in a web feature: values only from `*.codes`, schema
 * files for types only, TypeBox never; the server may import schema values.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = '@typescript-eslint/no-restricted-imports';
const WEB_FILE = 'apps/web/src/features/news/x.ts';
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The rule ids ESLint reports for `code` placed at `filePath`. */
async function ruleIds(code: string, filePath = WEB_FILE): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

describe('web imports of @portal/contracts', { timeout: 60_000 }, () => {
  // Loading eslint.config.js (typescript-eslint, plugins) takes seconds on a busy machine: do it once, first.
  beforeAll(() => eslint.calculateConfigForFile(WEB_FILE), 120_000);

  it('refuses a value from a schema file, alone or beside a type, and its re-export', async () => {
    expect(
      await ruleIds(
        "import { VenueSearchQuery } from '@portal/contracts/venue';\nexport const q = VenueSearchQuery;\n",
      ),
    ).toEqual([RULE]);
    expect(
      await ruleIds(
        "import { OrganType, type VenueBasic } from '@portal/contracts/venue';\nexport const o = OrganType;\nexport type V = VenueBasic;\n",
      ),
    ).toEqual([RULE]);
    expect(await ruleIds("export { Keyword } from '@portal/contracts/content';\n")).toEqual([RULE]);
  });

  it('refuses TypeBox itself', async () => {
    expect(await ruleIds("import { Type } from 'typebox';\nexport const s = Type.String();\n")).toEqual([RULE]);
    expect(await ruleIds("import { Value } from 'typebox/value';\nexport const v = Value.Check;\n")).toEqual([RULE]);
  });

  it('allows types of schema files and values of code files', async () => {
    expect(
      await ruleIds("import type { VenueBasic } from '@portal/contracts/venue';\nexport type V = VenueBasic;\n"),
    ).toEqual([]);
    expect(
      await ruleIds("import { type VenueBasic } from '@portal/contracts/venue';\nexport type V = VenueBasic;\n"),
    ).toEqual([]);
    expect(
      await ruleIds(
        "import { ORGAN_TYPE_NAMES } from '@portal/contracts/venue.codes';\nexport const n = ORGAN_TYPE_NAMES;\n",
      ),
    ).toEqual([]);
  });

  it('leaves the server free to import schemas', async () => {
    const code = "import { VenueSearchQuery } from '@portal/contracts/venue';\nexport const q = VenueSearchQuery;\n";
    expect(await ruleIds(code, 'apps/server/src/modules/venue-search/x.ts')).toEqual([]);
  });
});
