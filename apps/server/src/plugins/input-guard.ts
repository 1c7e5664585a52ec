/**
 * Rejects decoded input that passes schema validation but that no store can hold, with a 400 naming the
 * field (DESIGN.md "API conventions": bad input never yields a 500):
 * - non-finite numbers. Ajv's type coercion turns the query strings 'Infinity', '1e309', '-1e309' or a
 *   400-digit integer into ±Infinity and then skips `minimum`/`maximum` (its range checks are guarded by
 *   `isFinite`), so `GET /api_/ow/news/list?pageNum=Infinity` reached SQLite ('datatype mismatch'). A JSON
 *   body can carry them too: `JSON.parse('1e309')` is Infinity.
 * - strings holding U+0000. PostgreSQL text cannot store NUL ('invalid byte sequence for encoding
 *   "UTF8": 0x00'), so a login userName or an SSO appId with %00 ended in a 500 there.
 * Runs as a preHandler, after validation and coercion, over params, query and body. The walk is
 * iterative (a deeply nested JSON body cannot overflow the stack) and stops at the first bad value.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/api-error.js';

interface Unstorable {
  /** Dotted path of the value, e.g. `pageNum` or `items.3.count`; the part name when the part itself is bad. */
  field: string;
  reason: string;
}

/** The first non-finite number or NUL-holding string in `value`, or null when there is none. */
export function findUnstorable(value: unknown, part: string): Unstorable | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { field: path || part, reason: '应为有限的数字' };
    } else if (typeof current === 'string') {
      if (current.includes('\u0000')) return { field: path || part, reason: '不能包含空字符' };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return { field: path || part, reason: '字段名不能包含空字符' };
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

async function inputGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const bad =
      findUnstorable(request.params, 'params') ??
      findUnstorable(request.query, 'query') ??
      findUnstorable(request.body, 'body');
    if (bad) throw badRequest(bad.field, bad.reason);
  });
}

export default fp(inputGuard, { name: 'input-guard' });
