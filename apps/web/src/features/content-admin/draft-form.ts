/**
 * The editor form's values and their API body (contracts CmsSaveBody / CmsCreateBody): what a loaded
 * version fills in, the body a save sends (the attachments as the form lists them, components/
 * attachments-field.tsx; kind-specific fields edited per kind, kind-fields.ts), and the checks made
 * before sending.
 */
import type { CmsSaveBody, CmsVersion } from '@portal/contracts/content-admin';
import { CMS_TITLE_MAX, type CmsKind } from '@portal/contracts/content-admin.codes';
import { BODYLESS_KINDS, missingKindField } from './kind-fields';

export interface DraftForm {
  kind: CmsKind | '';
  column: string;
  title: string;
  summary: string;
  source: string;
  /** ISO-8601 UTC; null: publish at sign-off. */
  publishTime: string | null;
  bodyHtml: string;
  attachments: NonNullable<CmsSaveBody['attachments']>;
  fields: NonNullable<CmsSaveBody['fields']>;
}

/** The empty form of a new item. */
export function emptyDraft(kind: CmsKind | '', column: string): DraftForm {
  return {
    kind,
    column,
    title: '',
    summary: '',
    source: '',
    publishTime: null,
    bodyHtml: '',
    attachments: [],
    fields: {},
  };
}

/** The form of item (kind, column) filled with `version`. */
export function draftOf(kind: CmsKind, column: string, version: CmsVersion): DraftForm {
  return {
    kind,
    column,
    title: version.title,
    summary: version.summary,
    source: version.source,
    publishTime: version.publishTime,
    bodyHtml: version.bodyHtml,
    attachments: version.attachments,
    fields: version.fields,
  };
}

/** The PUT body of `form` (POST adds kind and column). */
export function saveBodyOf(form: DraftForm): CmsSaveBody {
  return {
    title: form.title.trim(),
    summary: form.summary.trim(),
    source: form.source.trim(),
    publishTime: form.publishTime,
    bodyHtml: form.bodyHtml,
    attachments: form.attachments,
    fields: form.fields,
  };
}

/** The form's problems by field (Chinese reasons), empty when it may be sent. */
export function draftProblems(form: DraftForm): Partial<Record<keyof DraftForm, string>> {
  const problems: Partial<Record<keyof DraftForm, string>> = {};
  if (!form.kind) problems.kind = '请选择内容类型';
  if (!form.column) problems.column = '请选择栏目';
  if (!form.title.trim()) problems.title = '请填写标题';
  else if (form.title.trim().length > CMS_TITLE_MAX) problems.title = `标题最多 ${CMS_TITLE_MAX} 个字符`;
  const noBody = !form.bodyHtml.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(form.bodyHtml);
  if (noBody && !(form.kind && BODYLESS_KINDS.has(form.kind))) problems.bodyHtml = '请填写正文';
  const missing = missingKindField(form.kind, form.fields);
  if (missing) problems.fields = missing;
  return problems;
}
