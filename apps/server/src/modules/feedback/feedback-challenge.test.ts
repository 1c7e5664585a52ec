/** The proof-of-work check on its own: a solved challenge passes, an expired or foreign one names altcha. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveAltcha } from '../../../../../test-support/altcha-solver.js';
import { CHALLENGE_TTL_MS, createFeedbackChallenge, verifyFeedbackChallenge } from './feedback-challenge.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('feedback challenge', () => {
  it('accepts a solved challenge and returns its nonce', async () => {
    const challenge = await createFeedbackChallenge('secret-a');
    const nonce = await verifyFeedbackChallenge(await solveAltcha(challenge), 'secret-a');
    expect(nonce).toBe(challenge.parameters.nonce);
  });

  it('refuses a challenge signed with another secret', async () => {
    const payload = await solveAltcha(await createFeedbackChallenge('secret-b'));
    await expect(verifyFeedbackChallenge(payload, 'secret-a')).rejects.toMatchObject({
      msg: '参数 altcha 不合法：人机验证结果无效，请重新验证',
    });
  });

  it('refuses a challenge past its 20 minutes', async () => {
    const payload = await solveAltcha(await createFeedbackChallenge('secret-a'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CHALLENGE_TTL_MS + 60_000 });
    await expect(verifyFeedbackChallenge(payload, 'secret-a')).rejects.toMatchObject({
      msg: '参数 altcha 不合法：人机验证已过期，请重新验证',
    });
  });

  it('refuses what is not a payload', async () => {
    for (const text of ['', 'not base64 json', Buffer.from('{"challenge":{}}').toString('base64')])
      await expect(verifyFeedbackChallenge(text, 'secret-a')).rejects.toMatchObject({
        msg: '参数 altcha 不合法：请先完成人机验证',
      });
  });
});
