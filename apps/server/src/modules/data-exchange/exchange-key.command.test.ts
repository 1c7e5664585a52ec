/**
 * The exchange key command (src/exchange-key-cli.ts): argument parsing, and issue / rotate / revoke on a
 * test database — the key and secret are printed once; a rotated or revoked key is no longer active.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { findActiveClient } from './exchange-client.repository.js';
import { parseExchangeKeyArgs, runExchangeKeyCommand, type ExchangeKeyCommand } from './exchange-key.command.js';

describe('parseExchangeKeyArgs', () => {
  it('reads issue <system>, rotate/revoke <appKey> and --help', () => {
    expect(parseExchangeKeyArgs(['issue', 'js365_equ'])).toEqual({ action: 'issue', system: 'js365_equ' });
    expect(parseExchangeKeyArgs(['revoke', 'ex_abc'])).toEqual({ action: 'revoke', appKey: 'ex_abc' });
    expect(parseExchangeKeyArgs(['--help'])).toEqual({ help: true });
  });

  it('refuses anything else', () => {
    for (const argv of [[], ['issue'], ['issue', 'js365'], ['rotate'], ['delete', 'x'], ['issue', 'js365_equ', 'x']])
      expect(parseExchangeKeyArgs(argv)).toHaveProperty('error');
  });
});

describe('runExchangeKeyCommand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = async (command: ExchangeKeyCommand) => {
    const out: string[] = [];
    const notes: string[] = [];
    const code = await runExchangeKeyCommand(t.database.db, command, new Date('2026-05-01T10:00:00Z'), {
      out: (line) => out.push(line),
      note: (line) => notes.push(line),
    });
    const printed = Object.fromEntries(out.map((line) => line.split('=') as [string, string]));
    return { code, appKey: printed.APP_KEY, secret: printed.APP_SECRET, notes };
  };

  it('issues, rotates (old key inactive, same system) and revokes', async () => {
    const issued = await run({ action: 'issue', system: 'cdqc_filling' });
    expect(issued.code).toBe(0);
    expect(issued.appKey).toMatch(/^ex_[A-Za-z0-9_-]{22,}$/);
    expect(await findActiveClient(t.database.db, issued.appKey!)).toMatchObject({
      system: 'cdqc_filling',
      secret: issued.secret,
    });

    const rotated = await run({ action: 'rotate', appKey: issued.appKey! });
    expect(rotated.code).toBe(0);
    expect(await findActiveClient(t.database.db, issued.appKey!)).toBeUndefined();
    expect((await findActiveClient(t.database.db, rotated.appKey!))?.system).toBe('cdqc_filling');

    expect((await run({ action: 'revoke', appKey: rotated.appKey! })).code).toBe(0);
    expect(await findActiveClient(t.database.db, rotated.appKey!)).toBeUndefined();
    const again = await run({ action: 'revoke', appKey: rotated.appKey! });
    expect(again.code).toBe(2);
    expect(again.appKey).toBeUndefined();
  });
});
