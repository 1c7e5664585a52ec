/**
 * The push-key command (src/flow-key-cli.ts): argument parsing, and issue / rotate / revoke / status on a
 * test database — the key is printed once and only its SHA-256 is stored; the key then authenticates a
 * push, and a rotated or revoked key does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/tokens.js';
import { findOrganIdByKey } from './flow-key.repository.js';
import { parseFlowKeyArgs, runFlowKeyCommand, type FlowKeyAction } from './flow-key.command.js';
import { createFlowTestApp, insertFlowVenues, type FlowTestApp } from './passenger-flow.test-support.js';

describe('parseFlowKeyArgs', () => {
  it('reads a command and an organId', () => {
    expect(parseFlowKeyArgs(['issue', '12'])).toEqual({ action: 'issue', organId: 12 });
    expect(parseFlowKeyArgs(['rotate', '2147483647'])).toEqual({ action: 'rotate', organId: 2147483647 });
    expect(parseFlowKeyArgs(['--help'])).toEqual({ help: true });
  });

  it('refuses anything else', () => {
    for (const argv of [
      [],
      ['delete', '1'],
      ['issue'],
      ['issue', '0'],
      ['issue', '-1'],
      ['issue', '1.5'],
      ['issue', '2147483648'],
      ['issue', '1', '2'],
    ]) {
      expect(parseFlowKeyArgs(argv)).toHaveProperty('error');
    }
  });
});

describe('runFlowKeyCommand', () => {
  let t: FlowTestApp;
  beforeAll(async () => {
    t = await createFlowTestApp('2026-05-01T10:05:00Z');
    await insertFlowVenues(t, [
      { organ_id: 12, name: '东城游泳馆', organ_type: 3, county_code: '110101', keyless: true },
    ]);
  });
  afterAll(() => t.close());

  const run = async (action: FlowKeyAction, organId = 12) => {
    const out: string[] = [];
    const notes: string[] = [];
    const code = await runFlowKeyCommand(t.database.db, { action, organId }, new Date('2026-05-01T02:00:00Z'), {
      out: (line) => out.push(line),
      note: (line) => notes.push(line),
    });
    return { code, out, notes: notes.join('\n') };
  };

  it('issues a key once, stores only its hash, and refuses a second issue', async () => {
    expect(await run('status')).toMatchObject({
      code: 0,
      out: [],
      notes: 'flow-key: venue 12 (东城游泳馆) has no key',
    });
    const issued = await run('issue');
    expect(issued.code).toBe(0);
    expect(issued.out).toHaveLength(1);
    const key = issued.out[0]!;
    expect(key).toMatch(/^pf_[A-Za-z0-9_-]{43}$/);
    expect(issued.notes).toContain('shown only now');
    const row = await t.database.db
      .selectFrom('venue_flow_key')
      .selectAll()
      .where('organ_id', '=', 12)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ organ_id: 12, key_hash: sha256Hex(key), created_at: '2026-05-01T02:00:00.000Z' });
    expect(await findOrganIdByKey(t.database.db, key)).toBe(12);
    expect(await run('issue')).toMatchObject({ code: 2, out: [], notes: expect.stringContaining("use 'rotate'") });
    expect((await run('status')).notes).toContain('has a key issued at 2026-05-01T02:00:00.000Z');
  });

  it('rotates (old key stops working) and revokes', async () => {
    const old = (
      await t.database.db
        .selectFrom('venue_flow_key')
        .select('key_hash')
        .where('organ_id', '=', 12)
        .executeTakeFirstOrThrow()
    ).key_hash;
    const rotated = await run('rotate');
    expect(rotated.code).toBe(0);
    expect(rotated.notes).toContain('the old key no longer works');
    const key = rotated.out[0]!;
    expect(sha256Hex(key)).not.toBe(old);
    expect(await findOrganIdByKey(t.database.db, key)).toBe(12);
    expect(
      await t.database.db
        .selectFrom('venue_flow_key')
        .select('organ_id')
        .where('key_hash', '=', old)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await run('revoke')).code).toBe(0);
    expect(await findOrganIdByKey(t.database.db, key)).toBeUndefined();
    expect(await run('revoke')).toMatchObject({ code: 2, notes: expect.stringContaining('no key to revoke') });
  });

  it('answers exit code 2 for an unknown venue', async () => {
    expect(await run('issue', 999)).toMatchObject({ code: 2, out: [], notes: 'flow-key: venue 999 does not exist' });
  });
});
