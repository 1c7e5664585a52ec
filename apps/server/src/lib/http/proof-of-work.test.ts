/**
 * The proof-of-work check on its own: a solved challenge passes on its own form, an expired one, a foreign
 * one or one issued for another form names altcha.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveAltcha } from '../../../../../test-support/altcha-solver.js';
import { CHALLENGE_TTL_MS, createFormChallenge, verifyFormChallenge } from './proof-of-work.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('form proof of work', () => {
  it('accepts a solved challenge and returns its nonce', async () => {
    const challenge = await createFormChallenge('secret-a', 'feedback');
    const nonce = await verifyFormChallenge(await solveAltcha(challenge), 'secret-a', 'feedback');
    expect(nonce).toBe(challenge.parameters.nonce);
  });

  it('refuses a challenge signed with another secret', async () => {
    const payload = await solveAltcha(await createFormChallenge('secret-b', 'feedback'));
    await expect(verifyFormChallenge(payload, 'secret-a', 'feedback')).rejects.toMatchObject({
      msg: '参数 altcha 不合法：人机验证结果无效，请重新验证',
    });
  });

  it('refuses a challenge past its 20 minutes', async () => {
    const payload = await solveAltcha(await createFormChallenge('secret-a', 'feedback'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CHALLENGE_TTL_MS + 60_000 });
    await expect(verifyFormChallenge(payload, 'secret-a', 'feedback')).rejects.toMatchObject({
      msg: '参数 altcha 不合法：人机验证已过期，请重新验证',
    });
  });

  it('refuses a challenge issued for another form', async () => {
    const payload = await solveAltcha(await createFormChallenge('secret-a', 'feedback'));
    await expect(verifyFormChallenge(payload, 'secret-a', 'fix-report')).rejects.toMatchObject({
      msg: '参数 altcha 不合法：人机验证结果无效，请重新验证',
    });
  });

  it('refuses what is not a payload', async () => {
    for (const text of ['', 'not base64 json', Buffer.from('{"challenge":{}}').toString('base64')])
      await expect(verifyFormChallenge(text, 'secret-a', 'feedback')).rejects.toMatchObject({
        msg: '参数 altcha 不合法：请先完成人机验证',
      });
  });
});
