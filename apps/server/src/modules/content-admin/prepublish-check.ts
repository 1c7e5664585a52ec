/**
 * The pre-publish check (预先巡查; docs/decisions/content-management.md "Pre-publish check") of one version:
 * - wrong and sensitive words of the dictionary (check-words.json, extended by the operators' file
 *   CMS_CHECK_WORDS_FILE), found in
 *   the title, summary and body text by one Aho-Corasick pass (modern-ahocorasick);
 * - personal data (personal-data-scan.ts): ID numbers with a valid check digit, mobiles, bank cards;
 * - images without alt text;
 * - dead internal links: a portal address (relative, or on SITE_URL) that is no catalogue page, a detail
 *   page whose record does not exist (or was withdrawn), or a file (/api_/ow/file/{id}) that does not exist.
 * Any finding blocks sign-off until fixed or overridden by the approver with a written reason.
 */
import { readFileSync } from 'node:fs';
import AhoCorasick from 'modern-ahocorasick';
import type { Kysely } from 'kysely';
import { catalogue, pageAt } from '@portal/contracts/pages.codes';
import type { CmsFindingType } from '@portal/contracts/content-admin.codes';
import type { Database } from '../../db/database.js';
import { scanPersonalData } from './personal-data-scan.js';
import dictionary from './check-words.json' with { type: 'json' };
import { withRunTimeTables } from '../../db/run-time-tables.js';

/** One finding: type, the text found (masked for personal data), and the reason in Chinese. */
export interface Finding {
  type: CmsFindingType;
  text: string;
  message: string;
}

/** What the check reads of a version. */
export interface CheckedVersion {
  title: string;
  summary: string;
  body_html: string;
}

/** A dictionary entry: the word to find and its correction ('' for a word to delete). */
export interface WordEntry {
  word: string;
  suggest: string;
}

/** A compiled dictionary (one Aho-Corasick automaton). */
export type WordMatcher = AhoCorasick<string>;

/** The starter list (check-words.json) plus `extra` entries, compiled. */
export function wordMatcher(extra: readonly WordEntry[] = []): WordMatcher {
  return new AhoCorasick([...dictionary.entries, ...extra].map((e) => ({ pattern: e.word, data: e.suggest })));
}

/**
 * The entries of an operator's dictionary file (config CMS_CHECK_WORDS_FILE, the shape of check-words.json).
 * Throws an Error naming the file when it cannot be read or an entry is malformed.
 */
export function readWordFile(path: string): WordEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`CMS_CHECK_WORDS_FILE ${path} 无法读取：${(error as Error).message}`);
  }
  const entries = (parsed as { entries?: unknown }).entries;
  const valid = (e: unknown): e is WordEntry =>
    typeof e === 'object' &&
    e !== null &&
    typeof (e as WordEntry).word === 'string' &&
    (e as WordEntry).word !== '' &&
    typeof (e as WordEntry).suggest === 'string';
  if (!Array.isArray(entries) || !entries.every(valid))
    throw new Error(`CMS_CHECK_WORDS_FILE ${path} 格式不正确：应为 {"entries": [{"word": "…", "suggest": "…"}]}`);
  return entries;
}

const STARTER = wordMatcher();

const PERSONAL_LABEL = { id_number: '身份证号码', mobile: '手机号码', bank_card: '银行卡号' } as const;

/** The detail pages whose records live in a content table, and the query parameter naming the record. */
const DETAIL_RECORDS: ReadonlyArray<{
  path: string;
  table: 'news' | 'notice' | 'regulation' | 'guidance' | 'fitness_case';
  param: string;
}> = [
  { path: catalogue.newsDetail.path, table: 'news', param: 'id' },
  { path: catalogue.noticeDetail.path, table: 'notice', param: 'id' },
  { path: catalogue.regulationDetail.path, table: 'regulation', param: 'id' },
  { path: catalogue.guidanceDetail.path, table: 'guidance', param: 'id' },
  { path: catalogue.fitnessCase.path, table: 'fitness_case', param: 'case_id' },
];

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of sanitised HTML (tags dropped, block ends as line breaks, common entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<\/(p|h[2-4]|li|td|th|blockquote|figcaption)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The value of attribute `name` in one tag, or undefined (sanitised HTML quotes every attribute). */
function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
  return m ? m[1]!.replace(/&amp;/g, '&') : undefined;
}

/** Dictionary and personal-data findings of `text`. */
function textFindings(text: string, matcher: WordMatcher): Finding[] {
  const words: Finding[] = matcher.search(text, { strategy: 'leftmost-longest' }).map((m) => ({
    type: 'word',
    text: m.pattern,
    message: m.data ? `疑似错误表述，应为“${m.data}”` : '敏感或不当用语，请删改',
  }));
  const personal: Finding[] = scanPersonalData(text).map((hit) => ({
    type: hit.type,
    text: hit.masked,
    message: `正文含有${PERSONAL_LABEL[hit.type]}，发布前应删除或脱敏`,
  }));
  return [...words, ...personal];
}

/** Whether the portal address `href` resolves (see the module comment); null: not a portal address. */
async function resolves(db: Kysely<Database>, siteOrigin: string | null, href: string): Promise<boolean | null> {
  let url: URL;
  try {
    url = new URL(href, 'http://portal.invalid');
  } catch {
    return false;
  }
  const internal = url.origin === 'http://portal.invalid' || (siteOrigin !== null && url.origin === siteOrigin);
  if (!internal || !/^https?:$/.test(url.protocol)) return null;
  const file = /^\/api_\/ow\/file\/(\d+)$/.exec(url.pathname);
  if (file) {
    const id = Number(file[1]);
    return (
      id <= 2147483647 &&
      (await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
    );
  }
  const page = pageAt(url.pathname);
  if (!page) return false;
  const record = DETAIL_RECORDS.find((d) => d.path === page.path);
  const raw = record ? url.searchParams.get(record.param) : null;
  if (!record || raw === null) return true;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) return false;
  const row = await withRunTimeTables<Record<string, { id: number }>>(db)
    .selectFrom(record.table)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Images without alt text and dead internal links of the body. */
async function htmlFindings(db: Kysely<Database>, siteOrigin: string | null, html: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    if ((attribute(tag, 'alt') ?? '').trim() === '')
      findings.push({ type: 'image_alt', text: attribute(tag, 'src') ?? '', message: '图片缺少替代文字（alt）' });
  }
  const hrefs = [...html.matchAll(/<a\b[^>]*>/gi)].flatMap(([tag]) => attribute(tag, 'href') ?? []);
  const srcs = [...html.matchAll(/<img\b[^>]*>/gi)].flatMap(([tag]) => attribute(tag, 'src') ?? []);
  for (const href of [...new Set([...hrefs, ...srcs])]) {
    if (href.startsWith('#') || href.startsWith('mailto:')) continue;
    if ((await resolves(db, siteOrigin, href)) === false)
      findings.push({ type: 'dead_link', text: href, message: '站内链接无法打开（页面或记录不存在）' });
  }
  return findings;
}

/**
 * The findings of `version`, in order: words and personal data of title, summary and body text, then images
 * without alt and dead links. `siteUrl`: config.siteUrl (absolute links on it count as internal), or null;
 * `words`: the dictionary (default: the starter list).
 */
export async function checkVersion(
  db: Kysely<Database>,
  siteUrl: string | null,
  version: CheckedVersion,
  words: WordMatcher = STARTER,
): Promise<Finding[]> {
  const siteOrigin = siteUrl ? new URL(siteUrl).origin : null;
  const text = [version.title, version.summary, textOf(version.body_html)].join('\n');
  return [...textFindings(text, words), ...(await htmlFindings(db, siteOrigin, version.body_html))];
}
