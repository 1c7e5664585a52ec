/**
 * Unit tests of the site search's engine without a database (docs/decisions/site-search.md): segmentation
 * (./site-search.segment.ts), BM25F scoring and ranking (./site-search.index.ts, ./site-search.rank.ts) and
 * did-you-mean (./site-search.did-you-mean.ts), over a handful of hand-written documents.
 */
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './site-search.documents.js';
import { correctionOf, didYouMean, zeroResultSuggestions } from './site-search.did-you-mean.js';
import { buildSiteSearchIndex, oneDeletions, pinyinOf } from './site-search.index.js';
import { parseQuery, rankSearch, splitOverVocabulary } from './site-search.rank.js';
import { indexTerms, queryWords } from './site-search.segment.js';

function doc(
  kind: SearchDocument['kind'],
  id: number,
  title: string,
  fields: Partial<SearchDocument['text']> = {},
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    kind,
    id,
    title,
    summary: fields.summary ?? '',
    time: null,
    timeKind: null,
    sports: [],
    initials: '',
    lng: null,
    lat: null,
    text: { title, kind: '', area: '', summary: '', body: '', ...fields },
    ...extra,
  };
}

const DOCS: SearchDocument[] = [
  doc(
    'venue',
    1,
    '朝阳区全民健身游泳馆',
    { kind: '场馆 游泳 馆', area: '北京市 朝阳区 朝阳' },
    { sports: ['游泳'], lng: 116.48, lat: 39.93 },
  ),
  doc(
    'venue',
    2,
    '唐山奥林匹克体育中心体育馆',
    { kind: '场馆 篮球 排球 馆 中心', area: '河北省 唐山市 唐山' },
    { sports: ['篮球', '排球'], lng: 118.2, lat: 39.6 },
  ),
  doc(
    'venue',
    3,
    '西城区文体中心体育馆',
    { kind: '场馆 羽毛球 馆 中心', area: '北京市 西城区 西城' },
    { sports: ['羽毛球'], lng: 116.36, lat: 39.91 },
  ),
  doc(
    'facility',
    4,
    '东城区长江路社区篮球场',
    { kind: '健身设施 篮球 场', area: '北京市 东城区 东城' },
    { sports: ['篮球'], lng: 116.42, lat: 39.92 },
  ),
  doc(
    'news',
    5,
    '乡村篮球赛火热开赛',
    { summary: '篮球爱好者齐聚', body: '篮球 篮球 篮球' },
    { time: '2026-01-02T00:00:00.000Z', timeKind: 'instant' },
  ),
  doc(
    'news',
    6,
    '体育公园建设提速',
    { summary: '各地新建体育公园，配建篮球场' },
    { time: '2026-03-01T00:00:00.000Z', timeKind: 'instant' },
  ),
  doc(
    'news',
    7,
    '体育公园建设提速',
    { summary: '各地新建体育公园，配建篮球场' },
    { time: '2026-02-01T00:00:00.000Z', timeKind: 'instant' },
  ),
];
const index = await buildSiteSearchIndex(DOCS, new AbortController().signal);
const ranked = (q: string, position?: { lng: number; lat: number }) =>
  rankSearch(index, parseQuery(q), position).order.map((d) => index.docs[d]!.id);

describe('segmentation', () => {
  it('indexes long words and the words inside them; queries by precise words', () => {
    expect(indexTerms('中国农业发展银行')).toEqual(expect.arrayContaining(['农业', '银行', '农业发展银行']));
    expect(indexTerms('朝阳区体育馆')).toEqual(expect.arrayContaining(['朝阳', '朝阳区', '体育馆']));
    expect(queryWords('朝阳区 体育馆')).toEqual(['朝阳区', '体育馆']);
    expect(queryWords('NBA，篮球的')).toEqual(['nba', '篮球']);
  });

  it('reads 附近 as the nearby intent', () => {
    expect(parseQuery('附近的游泳馆')).toMatchObject({ nearby: true, keyword: '游泳馆' });
    expect(parseQuery('游泳馆')).toMatchObject({ nearby: false, keyword: '游泳馆' });
  });
});

describe('scoring and ranking', () => {
  it('puts venues and facilities before articles for a sport, a name match above a sport offered', () => {
    const order = ranked('篮球');
    expect(order.slice(0, 2).sort()).toEqual([2, 4]);
    expect(order[0]).toBe(4); // 篮球 in the name outweighs 篮球 among the sports
    expect(order.slice(2)).toContain(5);
  });

  it('AND-s words, splits a word over the vocabulary, and ranks an exact name first', () => {
    expect(ranked('朝阳 游泳')).toEqual([1]);
    expect(ranked('北京 羽毛球')).toEqual([3]);
    expect(splitOverVocabulary(index, '羽毛球馆')).toEqual(['羽毛球', '馆']);
    expect(ranked('羽毛球馆')).toEqual([3]);
    expect(ranked('西城区文体中心体育馆')[0]).toBe(3);
  });

  it('breaks ties among articles by recency, newest first', () => {
    expect(ranked('体育公园 建设')).toEqual([6, 7]);
  });

  it('with a position, keeps places only, nearest first', () => {
    const result = rankSearch(index, parseQuery('附近 篮球'), { lng: 116.42, lat: 39.92 });
    expect(result.order.map((d) => index.docs[d]!.id)).toEqual([4, 2]);
    expect(result.distances!.get(result.order[0]!)).toBeLessThan(1);
  });
});

describe('did-you-mean', () => {
  it('corrects by pinyin (a separate field) and by one edit', () => {
    expect(pinyinOf('篮球')).toEqual({ full: 'lanqiu', initials: 'lq' });
    expect(correctionOf(index, '蓝球')).toBe('篮球');
    expect(correctionOf(index, 'lanqiu')).toBe('篮球');
    expect(oneDeletions('奥林匹')).toEqual(['林匹', '奥匹', '奥林']);
    expect(correctionOf(index, '奥林匹客')).toBe('奥林匹克');
    expect(correctionOf(index, '奥林')).toBeNull();
    const parsed = parseQuery('唐山 奥林匹客');
    expect(didYouMean(index, parsed, rankSearch(index, parsed).order.length)?.q).toBe('唐山 奥林匹克');
  });

  it('suggests the words that find something alone, in the index or elsewhere (the table kinds)', async () => {
    const nowhere = async () => false;
    expect(await zeroResultSuggestions(index, parseQuery('唐山 游泳'), nowhere)).toEqual(['唐山', '游泳']);
    const inTables = async (alone: { keyword: string }) => alone.keyword === '滑冰场';
    expect(await zeroResultSuggestions(index, parseQuery('滑冰场 颈椎病'), inTables)).toEqual(['滑冰场']);
  });
});
