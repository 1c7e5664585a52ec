/**
 * The server names the wrong field of a refused submission in its message ('参数 phone 不合法：应为 11 位手机号…',
 * apps/server lib/api-error badRequest); this turns such a message into the form field it concerns, so the
 * reason shows under that field. Other messages (rate limit, network) stay form-level.
 */
export interface FieldError {
  field: string;
  reason: string;
}

const FIELD_MESSAGE = /^参数 ([A-Za-z]+) 不合法：(.+)$/;

/** `{ field, reason }` for a message that names a field, else null. */
export function fieldErrorOf(message: string): FieldError | null {
  const match = FIELD_MESSAGE.exec(message);
  return match ? { field: match[1]!, reason: match[2]! } : null;
}
