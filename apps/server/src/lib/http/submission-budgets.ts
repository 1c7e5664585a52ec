/**
 * Per-address budgets of a public form protected by a proof of work (feedback, repair reports; docs/decisions/security.md
 * N5). Two limits per client address:
 * - every attempt, refused ones included (schema errors, bad fields, a missing, forged or used challenge),
 *   counts against the route's larger `attemptLimit` (@fastify/rate-limit route config);
 * - a submission counts against the smaller verified budget only once its challenge verified
 *   (`spendVerified`, called by the handler right after verification).
 * So 100 junk posts from one address (a school's NAT) no longer block the real visitors behind it, while a
 * flood of junk still ends in 429.
 *
 * Both are @fastify/rate-limit limiters, so with REDIS_URL every instance counts into the same buckets.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.js';

export interface SubmissionBudgetOptions {
  /** Key prefix of the verified budget, e.g. 'feedback'. */
  form: string;
  /** Verified submissions per address per window. */
  verified: number;
  /** Attempts of any kind per address per window (larger than `verified`). */
  attempts: number;
  windowMs: number;
}

export interface SubmissionBudgets {
  /** The route's rateLimit config: every attempt counts. */
  attemptLimit: { max: number; timeWindow: number };
  /** Counts a verified submission; throws 429 once the address has used its verified budget. */
  spendVerified(request: FastifyRequest): Promise<void>;
}

/** The budgets of one form (module comment). */
export function createSubmissionBudgets(app: FastifyInstance, options: SubmissionBudgetOptions): SubmissionBudgets {
  const verified = app.createRateLimit({
    max: options.verified,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.form}-verified:${request.ip}`,
  });
  return {
    attemptLimit: { max: options.attempts, timeWindow: options.windowMs },
    async spendVerified(request) {
      const limit = await verified(request);
      if (!limit.isAllowed && limit.isExceeded) throw new ApiError(429, '请求过于频繁，请稍后再试');
    },
  };
}
