/**
 * The self-hosted proof of work of the public forms (feedback, repair reports; docs/decisions/security.md
 * N4/N5), with altcha-lib (v2 API): no third-party service, no visitor data leaves the site (rules:
 * docs/decisions/feedback.md "Feedback").
 *
 * - `createFormChallenge(secret, form)`: a challenge in deterministic mode — the server picks a random
 *   counter in [COUNTER_MIN, COUNTER_MAX], derives its key once and signs the challenge (HMAC-SHA-256 with
 *   FEEDBACK_CHALLENGE_SECRET), the form's name inside the signed data; the browser (altcha widget) tries
 *   counters from 0 until the key matches, i.e. ~20,000 SHA-256 rounds on average (tenths of a second in a
 *   browser, ~40 ms in Node). Valid 20 minutes.
 * - `verifyFormChallenge(payload, secret, form)`: the widget's base64 payload -> the challenge's nonce
 *   (used as its one-time id), or throws 400 naming the field `altcha`; a challenge issued for another
 *   form is refused like a forged one. Verification costs one key derivation.
 *   The one-time use itself is enforced by each form's unique `challenge_id` column (all instances share it).
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import type { ProofOfWorkForm } from '@portal/contracts/proof-of-work';
import { badRequest } from '../api-error.js';

const ALGORITHM = 'SHA-256';
const COUNTER_MIN = 10_000;
const COUNTER_MAX = 30_000;
/** How long a challenge stays valid: long enough to write a message after the widget solved it. */
export const CHALLENGE_TTL_MS = 20 * 60_000;

const keySecrets = new Map<string, Promise<string>>();
/** The derived-key signing secret of `secret` (altcha's deriveHmacKeySecret), computed once per secret. */
function keySecretOf(secret: string): Promise<string> {
  const known = keySecrets.get(secret);
  if (known) return known;
  const derived = deriveHmacKeySecret(secret);
  keySecrets.set(secret, derived);
  return derived;
}

/**
 * A new signed challenge (see the module comment). Its expiry is on the wall clock, not the server clock
 * (CLOCK_START), because altcha-lib's verifySolution compares it with Date.now().
 */
export async function createFormChallenge(secret: string, form: ProofOfWorkForm): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    data: { form },
    cost: 1,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: await keySecretOf(secret),
  });
}

/** Decodes the widget's payload (base64 of JSON {challenge, solution}); null when it is not one. */
function decodePayload(text: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge?.parameters?.nonce !== 'string' || typeof solution !== 'object' || solution === null)
      return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge of `form` and returns its nonce. Throws 400 '参数 altcha 不合法：…' when the
 * payload is missing or malformed, the signature is not ours, the challenge was issued for another form,
 * it expired, or the solution is wrong. altcha-lib checks expiry against the wall clock (the challenge
 * carries its own expiresAt); the form is read from the signed data, so it cannot be rewritten.
 */
export async function verifyFormChallenge(text: string, secret: string, form: ProofOfWorkForm): Promise<string> {
  const payload = text ? decodePayload(text) : null;
  if (!payload) throw badRequest('altcha', '请先完成人机验证');
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: await keySecretOf(secret),
    });
  } catch {
    throw badRequest('altcha', '人机验证结果无效，请重新验证');
  }
  if (result.expired) throw badRequest('altcha', '人机验证已过期，请重新验证');
  if (!result.verified || payload.challenge.parameters.data?.form !== form)
    throw badRequest('altcha', '人机验证结果无效，请重新验证');
  return payload.challenge.parameters.nonce;
}
