/** lib/password.ts: the scrypt hash format of db/tables/auth.ts, verification, and malformed stored values. */
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';

describe('hashPassword / verifyPassword', () => {
  it('produces scrypt$N$r$p$salt$key with a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('Agency@2026');
    const b = await hashPassword('Agency@2026');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Agency@2026', a)).toBe(true);
    expect(await verifyPassword('Agency@2027', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('answers false (never throws) for malformed or hostile stored values', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$1$8$1$c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5',
      'scrypt$1073741824$8$1$c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5',
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('gives a dummy hash that verifies nothing useful but costs a real check', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toBe(await dummyPasswordHash());
    expect(await verifyPassword('Public@2026', dummy)).toBe(false);
  });
});
