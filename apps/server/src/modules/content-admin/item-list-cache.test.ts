/**
 * Which cached item-list entries a written item may change (item-list-cache.ts `mayHold`): kind, column and
 * the grants' column/area are exact, a keyword is matched against every title the item has had, a status
 * filter always may.
 */
import { describe, expect, it } from 'vitest';
import { itemListKey, mayHold, type WrittenItem } from './item-list-cache.js';
import type { CmsGrant } from './cms-roles.js';

const everything: CmsGrant[] = [{ role: 'editor', column: '*', areaCode: null }];
const zhejiangNews: CmsGrant[] = [{ role: 'editor', column: 'news', areaCode: '330000' }];
const page = { pageNum: 1, pageSize: 20 };
const news: WrittenItem = {
  kind: 'news',
  column: 'news',
  areaCode: '330100',
  titles: ['全民健身日', '全民健身日活动'],
};

describe('item list cache: which entries a write clears', () => {
  it('clears the entries whose kind, column and grants reach the item, whatever their status filter', () => {
    expect(mayHold(itemListKey(everything, page, true), news)).toBe(true);
    expect(mayHold(itemListKey(everything, { ...page, kind: 'news', status: 'published' }, true), news)).toBe(true);
    expect(mayHold(itemListKey(zhejiangNews, { ...page, column: 'news' }, false), news)).toBe(true);
  });

  it('keeps the entries of another kind or column, and of grants that do not reach the item', () => {
    expect(mayHold(itemListKey(everything, { ...page, kind: 'notice' }, true), news)).toBe(false);
    expect(mayHold(itemListKey(everything, { ...page, column: 'policy' }, true), news)).toBe(false);
    const sichuan: CmsGrant[] = [{ role: 'editor', column: 'news', areaCode: '510000' }];
    expect(mayHold(itemListKey(sichuan, page, true), news)).toBe(false);
    expect(mayHold(itemListKey(zhejiangNews, page, true), { ...news, areaCode: null })).toBe(false);
  });

  it('matches a keyword against every title the item has had, ignoring case', () => {
    expect(mayHold(itemListKey(everything, { ...page, keyword: '活动' }, true), news)).toBe(true);
    expect(mayHold(itemListKey(everything, { ...page, keyword: ' 步道 ' }, true), news)).toBe(false);
    const latin = { ...news, titles: ['Trigram 标题'] };
    expect(mayHold(itemListKey(everything, { ...page, keyword: 'TRIGRAM' }, true), latin)).toBe(true);
  });

  it('a key it did not make may hold anything', () => {
    expect(mayHold('/api/admin/content?kind=notice', news)).toBe(true);
  });
});
