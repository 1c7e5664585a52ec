/**
 * The differences between two versions of an item (docs/decisions/content-management.md "Web editor"):
 * title, summary, source, publish time and the body's reading text (html-text.ts), each compared word by
 * word with the `diff` package (diffWords with an Intl.Segmenter for Chinese, which has no spaces between
 * words), rendered as <del> (removed) and <ins> (added) with their meaning spoken by screen readers
 * (visually hidden 删除：/新增： markers, since <ins>/<del> are not announced by most of them).
 */
import { diffWords, type ChangeObject } from 'diff';
import type { CmsFullVersion } from '../api';
import { htmlToText } from '../html-text';
import { formatDateTime } from '../../../lib/format-date';

/** A word segmenter for Chinese where the runtime has one (every current browser and Node 16+). */
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;

/** The changes from `before` to `after`, word by word. */
export function wordChanges(before: string, after: string): ChangeObject<string>[] {
  return diffWords(before, after, segmenter ? { intlSegmenter: segmenter } : {});
}

/** One field's changes: unchanged text plain, removed text in <del>, added text in <ins>. */
export function DiffText({ before, after }: { before: string; after: string }) {
  const changes = wordChanges(before, after);
  return (
    <span className="cms-diff-text">
      {changes.map((part, i) => {
        if (part.added)
          return (
            <ins key={i}>
              <span className="visually-hidden">新增：</span>
              {part.value}
            </ins>
          );
        if (part.removed)
          return (
            <del key={i}>
              <span className="visually-hidden">删除：</span>
              {part.value}
            </del>
          );
        return <span key={i}>{part.value}</span>;
      })}
    </span>
  );
}

const FIELDS: { label: string; text: (v: CmsFullVersion) => string }[] = [
  { label: '标题', text: (v) => v.title },
  { label: '摘要', text: (v) => v.summary },
  { label: '来源', text: (v) => v.source },
  { label: '发布时间', text: (v) => (v.publishTime ? formatDateTime(v.publishTime) : '签发时') },
  { label: '正文', text: (v) => htmlToText(v.bodyHtml) },
];

/** The comparison of version `before` with version `after`, field by field; unchanged fields say so. */
export function VersionDiff({ before, after }: { before: CmsFullVersion; after: CmsFullVersion }) {
  return (
    <section className="cms-diff" aria-label={`第 ${before.versionNo} 版与第 ${after.versionNo} 版的差异`}>
      <p className="muted-text">
        <del>删除的文字</del>、<ins>新增的文字</ins>已标出（第 {before.versionNo} 版 → 第 {after.versionNo} 版）。
      </p>
      <dl>
        {FIELDS.map((field) => {
          const a = field.text(before);
          const b = field.text(after);
          return (
            <div key={field.label} className="cms-diff-field">
              <dt>{field.label}</dt>
              <dd>{a === b ? <span className="muted-text">（无变化）</span> : <DiffText before={a} after={b} />}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
