/**
 * The field a back-office 400 names, as an antd form name path: the server writes
 * '参数 grants.1.areaCode 不合法：…' or '参数 items.0.children.2.title 不合法：…' (lib/api-error badRequest and
 * the schema errors, dots between the parts), which becomes ['grants', 1, 'areaCode'] and the reason.
 * Messages that name no field answer null (they show above the form).
 */

/** A named field's path and the reason, or null. */
export interface FieldPathError {
  path: Array<string | number>;
  reason: string;
}

const FIELD_MESSAGE = /^参数 ([A-Za-z0-9_.]+) 不合法：(.+)$/s;

/** The form path and reason of `message`, or null when it names no field. */
export function fieldPathOf(message: string): FieldPathError | null {
  const match = FIELD_MESSAGE.exec(message);
  if (!match) return null;
  const path = match[1]!.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { path, reason: match[2]! };
}
