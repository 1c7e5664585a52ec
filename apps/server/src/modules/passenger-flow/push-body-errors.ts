/**
 * The 400 messages of a passenger-flow push body (POST /api/data/passengerFlow/push; its schema is
 * PushBody in @portal/contracts/passenger-flow).
 *
 * The push endpoint is a machine API, so its body is checked strictly: a field that fails any rule
 * answers 400 with one message per field naming it and its Chinese meaning and stating the whole rule
 * (e.g. '参数 count（客流人次）不合法：应为 0 到 100000 的整数'); numbers must be JSON numbers — the app's
 * Ajv coerces types for query strings, which would let "12", true or null through as counts.
 */
import type { PushBody } from '@portal/contracts/passenger-flow';
import { MAX_HOURLY_COUNT } from '@portal/contracts/passenger-flow.codes';
import type { FastifySchemaValidationError } from 'fastify';
import { ApiError, badRequest } from '../../lib/api-error.js';

/** Per field of the push body: its Chinese meaning and the rule, as the 400 message states them. */
const PUSH_FIELDS: Record<keyof PushBody, { label: string; rule: string; numeric: boolean }> = {
  organId: { label: '场馆编号', rule: '应为 1 到 2147483647 的整数', numeric: true },
  flowDate: { label: '统计日期', rule: '应为 YYYY-MM-DD 格式的有效日期（北京时间）', numeric: false },
  hour: { label: '统计时段', rule: '应为 0 到 23 的整数（该小时的起点，如 17 表示 17:00-18:00）', numeric: true },
  count: { label: '客流人次', rule: `应为 0 到 ${MAX_HOURLY_COUNT} 的整数`, numeric: true },
};
const FIELD_LIST = Object.keys(PUSH_FIELDS).join('、');

const isPushField = (name: string): name is keyof PushBody => Object.hasOwn(PUSH_FIELDS, name);

/** '参数 count（客流人次）不合法：<reason>' (badRequest's wording, with the field's Chinese meaning). */
const fieldError = (name: keyof PushBody, reason: string) =>
  new ApiError(400, `参数 ${name}（${PUSH_FIELDS[name].label}）不合法：${reason}`);

/** 400 for push field `name`, stating its rule. */
export const pushFieldError = (name: keyof PushBody) => fieldError(name, PUSH_FIELDS[name].rule);

/**
 * The 400 for the first validation issue of a push body (route `schemaErrorFormatter`). The error
 * envelope sends an ApiError's msg as is.
 */
export function pushBodyError(errors: FastifySchemaValidationError[]): ApiError {
  const issue = errors[0];
  if (!issue) return new ApiError(400, '请求体不合法');
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty);
    return isPushField(missing) ? fieldError(missing, '不能为空') : new ApiError(400, '请求体不合法');
  }
  if (issue.keyword === 'additionalProperties') {
    return badRequest(String(issue.params.additionalProperty), `不允许的字段（只接受 ${FIELD_LIST}）`);
  }
  const field = issue.instancePath.replace(/^\//, '');
  if (isPushField(field)) return pushFieldError(field);
  return new ApiError(400, `请求体应为 JSON 对象，字段为 ${FIELD_LIST}`);
}

/**
 * The first push-body number field sent as something other than a JSON number (run before validation,
 * which would coerce it), or undefined.
 */
export function nonNumericPushField(body: unknown): keyof PushBody | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  return (Object.keys(PUSH_FIELDS) as (keyof PushBody)[]).find(
    (name) => PUSH_FIELDS[name].numeric && name in record && typeof record[name] !== 'number',
  );
}
