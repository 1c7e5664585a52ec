/**
 * Unit tests of applying changed documents to the site-search index (./site-search.changes.ts): a changed,
 * new or deleted document is found, or no longer found, as after a full build of the same documents,
 * and an unchanged document leaves the index as it was.
 */
import { describe, expect, it } from 'vitest';
import { applyDocumentChanges } from './site-search.changes.js';
import type { SearchDocument } from './site-search.documents.js';
import { correctionOf } from './site-search.did-you-mean.js';
import { buildSiteSearchIndex, type SiteSearchIndex } from './site-search.index.js';
import { parseQuery, rankSearch } from './site-search.rank.js';

function venue(id: number, title: string, sport: string, area: string): SearchDocument {
  return {
    kind: 'venue',
    id,
    title,
    summary: '',
    time: null,
    timeKind: null,
    sports: [sport],
    initials: '',
    lng: 116.4,
    lat: 39.9,
    text: { title, kind: `场馆 ${sport} 馆`, area, summary: '', body: '' },
  };
}

const DOCS = [
  venue(1, '朝阳区全民健身游泳馆', '游泳', '北京市 朝阳区 朝阳'),
  venue(2, '西城区文体中心体育馆', '羽毛球', '北京市 西城区 西城'),
  venue(3, '东城区乒乓球馆', '乒乓球', '北京市 东城区 东城'),
];
const signal = new AbortController().signal;
const built = await buildSiteSearchIndex(DOCS, signal, new Map([['venue', 1]]));
const versions = new Map([['venue', 2]]);

const ids = (index: SiteSearchIndex, q: string) => rankSearch(index, parseQuery(q)).order.map((d) => index.docs[d]!.id);

describe('applyDocumentChanges', () => {
  it('leaves every posting as it was when no document changed, with the new versions', () => {
    const updated = applyDocumentChanges(built, { upserted: [DOCS[0]!], deleted: [] }, versions)!;
    expect(updated.postings).toBe(built.postings);
    expect(updated.docs).toBe(built.docs);
    expect(updated.versions).toBe(versions);
  });

  it('finds a new document by its words, its sport and a typo of a new name word', async () => {
    const added = venue(4, '海淀区攀岩中心', '攀岩', '北京市 海淀区 海淀');
    const updated = applyDocumentChanges(built, { upserted: [added], deleted: [] }, versions)!;
    expect(ids(updated, '海淀 攀岩')).toEqual([4]);
    expect(updated.sports.has('攀岩')).toBe(true);
    expect(updated.vocabulary).toEqual([...updated.postings.keys()].sort());
    expect(correctionOf(updated, '盼岩')).toBe('攀岩');
    // The old index still answers as before (it may be serving while the new one is made).
    expect(ids(built, '海淀 攀岩')).toEqual([]);
    expect(built.vocabulary).not.toContain('攀岩');
    // The same matches as a full build of the same documents (the order may differ by the weights' drift).
    const full = await buildSiteSearchIndex([...DOCS, added], signal);
    for (const q of ['北京', '馆', '海淀', '攀岩中心', '中心']) {
      expect(ids(updated, q).sort()).toEqual(ids(full, q).sort());
    }
  });

  it('moves a renamed document to its new words and drops a deleted one everywhere', () => {
    const renamed = venue(2, '西城区网球中心', '网球', '北京市 西城区 西城');
    const updated = applyDocumentChanges(built, { upserted: [renamed], deleted: ['venue:3'] }, versions)!;
    expect(ids(updated, '羽毛球')).toEqual([]);
    expect(ids(updated, '网球')).toEqual([2]);
    expect(ids(updated, '乒乓球')).toEqual([]);
    expect(ids(updated, '北京').sort()).toEqual([1, 2]);
    expect(updated.postings.has('乒乓球')).toBe(false);
    expect(updated.vocabulary).not.toContain('乒乓球');
    expect(ids(built, '乒乓球')).toEqual([3]);
    // 附近 without a position lists every venue and facility the index holds.
    expect(ids(updated, '附近').sort()).toEqual([1, 2]);
  });

  it('indexes a document read twice in one update once', () => {
    const renamed = venue(3, '东城区乒乓球训练馆', '乒乓球', '北京市 东城区 东城');
    const updated = applyDocumentChanges(built, { upserted: [renamed, renamed], deleted: [] }, versions)!;
    expect(updated.postings.get('乒乓球')!.docs).toEqual([2]);
  });

  it('declines more changed documents than it is allowed (a full build weighs them better)', () => {
    const many = [venue(5, '甲馆', '游泳', ''), venue(6, '乙馆', '游泳', '')];
    expect(applyDocumentChanges(built, { upserted: many, deleted: [] }, versions, 1)).toBeNull();
  });
});
