/**
 * The self-hosted proof-of-work challenge of the public forms (feedback, spec §7 "Feedback"; repair reports,
 * spec §2 fixReport): altcha-lib v2 format, signed by the server, solved in the browser by the altcha widget
 * and sent back as the form's `altcha` field. Opaque to the portal's clients (server:
 * apps/server/src/lib/http/proof-of-work.ts).
 */
import { Type, type Static } from 'typebox';

/** The forms a challenge is issued for: a challenge verifies only on the form it was issued for. */
export const PROOF_OF_WORK_FORMS = ['feedback', 'fix-report'] as const;
export type ProofOfWorkForm = (typeof PROOF_OF_WORK_FORMS)[number];

export const ProofOfWorkChallenge = Type.Object(
  {
    parameters: Type.Object({}, { additionalProperties: true }),
    signature: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type ProofOfWorkChallenge = Static<typeof ProofOfWorkChallenge>;
