/**
 * Reads `{ userName, password }` from the agency login body (spec §7: a text/plain body holding JSON).
 * Malformed JSON, a non-object, prototype keys (`__proto__`, `constructor`) or a missing / non-string /
 * empty / too long / NUL-holding field -> ApiError 400 naming the field. Never a 500.
 */
import secureJson from 'secure-json-parse';
import { ApiError, badRequest } from '../../lib/api-error.js';

export interface AgencyCredentials {
  userName: string;
  password: string;
}

const LIMITS = { userName: 64, password: 128 } as const;

/** Parses JSON text safely (secure-json-parse rejects __proto__ / constructor.prototype keys). */
function parseJsonText(text: string): unknown {
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    if (error instanceof SyntaxError && /prototype|__proto__/i.test(error.message)) {
      throw badRequest('body', '不允许的字段 __proto__ 或 constructor');
    }
    throw new ApiError(400, '参数 body 不合法：不是合法的 JSON');
  }
}

/** The credentials in `body` (a JSON string or an already parsed object). */
export function parseAgencyCredentials(body: unknown): AgencyCredentials {
  const value = typeof body === 'string' ? parseJsonText(body) : body;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('body', '应为 JSON 对象 {"userName","password"}');
  }
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    if (Object.prototype.hasOwnProperty.call(value, key)) throw badRequest('body', `不允许的字段 ${key}`);
  }
  const record = value as Record<string, unknown>;
  const read = (field: keyof typeof LIMITS): string => {
    const raw = record[field];
    if (raw === undefined || raw === null || raw === '') throw badRequest(field, '不能为空');
    if (typeof raw !== 'string') throw badRequest(field, '类型应为字符串');
    if (raw.length > LIMITS[field]) throw badRequest(field, `长度不能超过 ${LIMITS[field]} 个字符`);
    // The input guard (plugins/input-guard.ts) saw the text/plain body as one string; the parsed fields
    // are checked here, else a NUL reached PostgreSQL's text column (a 500 there).
    if (raw.includes('\u0000')) throw badRequest(field, '不能包含空字符');
    return raw;
  };
  return { userName: read('userName'), password: read('password') };
}
