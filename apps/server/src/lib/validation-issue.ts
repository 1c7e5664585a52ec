/**
 * Chinese wording of a JSON-Schema validation issue (DESIGN.md "API conventions": 400 naming the field and the
 * reason): the shape Ajv reports to Fastify and TypeBox's `Value.Errors` returns alike (`instancePath`,
 * `keyword`, `params`). Used by the error envelope (plugins/error-envelope.ts) and by handlers that check
 * items one by one to answer per row (modules/data-exchange/item-check.ts).
 */

export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Chinese reason for one Ajv issue. */
export function describeIssue(issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return '不能为空';
    case 'type':
      return `类型应为${({ integer: '整数', number: '数字', string: '字符串', boolean: '布尔值', object: '对象', array: '数组' } as Record<string, string>)[String(p.type)] ?? String(p.type)}`;
    case 'minimum':
      return `不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `不能大于 ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `应大于 ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `应小于 ${String(p.limit)}`;
    case 'minLength':
      return `长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)} 个字符`;
    case 'pattern':
    case 'format':
      return '格式不正确';
    case 'enum':
    case 'const':
    case 'anyOf':
      return '取值不在允许范围内';
    case 'additionalProperties':
      return `不允许的字段 ${String(p.additionalProperty)}`;
    default:
      return '取值不合法';
  }
}

/** Field name of an issue: the missing property, or the instance path without the leading slash. */
export function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  if (issue.keyword === 'required') {
    // Ajv names the missing property; TypeBox's Value.Errors lists them.
    const missing = issue.params.missingProperty ?? (issue.params.requiredProperties as unknown[] | undefined)?.[0];
    return String(missing);
  }
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || '请求';
}
