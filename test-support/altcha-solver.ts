/**
 * Solves a public form's proof-of-work challenge the way the altcha widget does in a browser
 * (apps/server/src/lib/http/proof-of-work.ts: SHA-256, counters from 0 until the derived key matches), and
 * returns the base64 payload the form sends as `altcha`. Shared by the feedback and repair-report API tests and the
 * feedback benchmark, so neither needs a bypass the production server would have to carry.
 *
 * Errors: rejects when the challenge cannot be solved within 30 s (a wrong algorithm or a corrupt challenge).
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The `altcha` field for `challenge` (the `data` of a form's challenge GET). */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('altcha challenge not solved within 30 s');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
