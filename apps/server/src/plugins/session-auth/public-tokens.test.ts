/**
 * public-tokens.ts: a signed public token carries its end, passes the token shape check, and fails
 * verification when forged, altered or signed with another key (a changed public password).
 */
import { describe, expect, it } from 'vitest';
import { looksLikeToken } from '../../lib/tokens.js';
import { isPublicToken, publicTokenKey, signPublicToken, verifyPublicToken } from './public-tokens.js';

const key = publicTokenKey('scrypt$16384$8$1$salt$hash');
const END = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('public tokens', () => {
  it('carry their end to the second and look like any token', () => {
    const token = signPublicToken(key, END + 999);
    expect(token).toHaveLength(53);
    expect(looksLikeToken(token)).toBe(true);
    expect(isPublicToken(token)).toBe(true);
    expect(verifyPublicToken(key, token)).toBe(END);
    expect(signPublicToken(key, END)).not.toBe(signPublicToken(key, END));
  });

  it('refuse altered, truncated and foreign-key tokens', () => {
    const token = signPublicToken(key, END);
    for (let at = 4; at < token.length; at += 7) {
      const altered = `${token.slice(0, at)}${token[at] === 'x' ? 'y' : 'x'}${token.slice(at + 1)}`;
      expect(verifyPublicToken(key, altered), `character ${at}`).toBeNull();
    }
    expect(verifyPublicToken(key, token.slice(0, -1))).toBeNull();
    expect(verifyPublicToken(publicTokenKey('another hash'), token)).toBeNull();
    expect(verifyPublicToken(key, 'A'.repeat(53))).toBeNull();
  });
});
