/**
 * The kind-specific fields the editor offers per kind (contracts CmsExtraFields; the server's
 * kind-fields.ts is the authority and answers 400 naming `fields.x`): a banner's image (a stored file's
 * number, shown as `/api_/ow/file/{id}`), link and order; a science-guide entry's section, by-line and
 * topic; an instructor article's section; a games news item's games; a regulation's 文号, category,
 * validity, effective date and, for a 政策解读, its policy; news and notices' author and category; a case's
 * region. Plain data: the form (components/kind-fields-form.tsx) renders it, draftProblems checks it.
 */
import type { CmsSaveBody } from '@portal/contracts/content-admin';
import { CMS_INTERPRETATION_CATEGORY, type CmsKind } from '@portal/contracts/content-admin.codes';
import { SCIENCE_GUIDE_KIND_NAMES } from '@portal/contracts/science-guide.codes';
import { GUIDER_ARTICLE_KIND_NAMES } from '@portal/contracts/sport-guider.codes';

export type KindFields = NonNullable<CmsSaveBody['fields']>;
export type KindFieldKey = keyof KindFields;

/** One field of the form: a text, a whole number, a choice or a day (YYYY-MM-DD). */
export interface KindFieldSpec {
  key: KindFieldKey;
  label: string;
  type: 'text' | 'number' | 'select' | 'date';
  required?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Shown under the field. */
  help?: string;
  /** Offered only when this holds for the current fields (a 解读's policy). */
  when?: (fields: KindFields) => boolean;
}

const options = (names: Readonly<Record<string, string>>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

const VALIDITY = ['现行有效', '已修订', '已废止'].map((v) => ({ value: v, label: v }));
const REGULATION_CATEGORIES = [
  '法律',
  '行政法规',
  '部门规章',
  '规范性文件',
  '地方性法规',
  CMS_INTERPRETATION_CATEGORY,
].map((v) => ({ value: v, label: v }));

/** The fields of each kind, in form order. */
export const KIND_FIELDS: Readonly<Record<CmsKind, readonly KindFieldSpec[]>> = {
  news: [
    { key: 'author', label: '作者', type: 'text' },
    { key: 'category', label: '分类', type: 'text' },
  ],
  notice: [
    { key: 'author', label: '作者', type: 'text' },
    { key: 'category', label: '分类', type: 'text' },
  ],
  regulation: [
    { key: 'documentNumber', label: '文号', type: 'text' },
    { key: 'category', label: '类别', type: 'select', options: REGULATION_CATEGORIES },
    { key: 'validity', label: '效力状态', type: 'select', options: VALIDITY },
    { key: 'effectiveDate', label: '施行日期', type: 'date' },
    {
      key: 'policyId',
      label: '解读的政策（政策法规编号）',
      type: 'number',
      help: '公开详情页互相链接',
      when: (f) => f.category === CMS_INTERPRETATION_CATEGORY,
    },
  ],
  guidance: [],
  fitness_case: [{ key: 'region', label: '地区', type: 'text' }],
  banner: [
    { key: 'imageMediaId', label: '图片（文件编号）', type: 'number', required: true },
    { key: 'linkPath', label: '链接', type: 'text', required: true, help: '站内路径（/ 开头）或 http(s) 地址' },
    { key: 'sort', label: '顺序', type: 'number', help: '小的在前' },
  ],
  science_guide: [
    { key: 'section', label: '类别', type: 'select', required: true, options: options(SCIENCE_GUIDE_KIND_NAMES) },
    { key: 'author', label: '主讲/作者', type: 'text' },
    { key: 'category', label: '专题', type: 'text' },
  ],
  guider_article: [
    { key: 'section', label: '类别', type: 'select', required: true, options: options(GUIDER_ARTICLE_KIND_NAMES) },
  ],
  games_news: [{ key: 'gamesId', label: '所属运动会（编号）', type: 'number', required: true }],
};

/** Kinds whose items have no body (a banner is an image and a link). */
export const BODYLESS_KINDS: ReadonlySet<CmsKind> = new Set(['banner']);

/** The fields `kind` offers for `fields` (a 解读's policy only on a 解读). */
export function kindFieldsOf(kind: CmsKind | '', fields: KindFields): readonly KindFieldSpec[] {
  return kind ? KIND_FIELDS[kind].filter((spec) => !spec.when || spec.when(fields)) : [];
}

/** The first required field of `kind` left empty, as a Chinese reason; null when none. */
export function missingKindField(kind: CmsKind | '', fields: KindFields): string | null {
  const missing = kindFieldsOf(kind, fields).find(
    (spec) => spec.required && (fields[spec.key] === undefined || fields[spec.key] === ''),
  );
  return missing ? `请填写${missing.label}` : null;
}
