/**
 * The entity registry against its documentation and the spec §6 owners: every registered entity is
 * owned by a spec §6 system, entity names are unique, and docs/data-exchange.md documents each entity
 * with every field of its contract schema (so the field table cannot drift from the schema).
 */
import { readFileSync } from 'node:fs';
import { EXCHANGE_SYSTEMS } from '@portal/contracts/data-exchange';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_ENTITIES } from './index.js';

const DOC = readFileSync(new URL('../../../../../../docs/data-exchange.md', import.meta.url), 'utf8');

/** The text of the doc's `### <entity> (...)` section. */
function sectionOf(entity: string): string {
  const start = DOC.indexOf(`### ${entity} (`);
  if (start < 0) return '';
  const end = DOC.indexOf('\n#', start + 1);
  return DOC.slice(start, end < 0 ? undefined : end);
}

describe('exchange entity registry', () => {
  it('has unique names, each owned by a spec §6 system', () => {
    const names = EXCHANGE_ENTITIES.map((e) => e.contract.entity);
    expect(new Set(names).size).toBe(names.length);
    for (const e of EXCHANGE_ENTITIES) expect(EXCHANGE_SYSTEMS).toContain(e.contract.system);
  });

  it.each(EXCHANGE_ENTITIES.map((e) => [e.contract.entity, e] as const))(
    'docs/data-exchange.md documents %s, its owner and every field',
    (name, e) => {
      const section = sectionOf(name);
      expect(section, `### ${name} (${e.contract.system})`).toContain(`(${e.contract.system})`);
      const fields = Object.keys(e.contract.item.properties).filter((f) => f !== 'sourceId' && f !== 'validFrom');
      expect(fields.filter((f) => !section.includes(`\`${f}\``))).toEqual([]);
      expect(DOC).toContain(`| \`${name}\` | ${e.contract.system} |`);
    },
  );
});
