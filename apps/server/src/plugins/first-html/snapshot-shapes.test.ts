// The list snapshot's pager (docs/decisions/public-experience.md §3): a crawler without JavaScript reaches page 2 and back.
import { describe, expect, it } from 'vitest';
import { listSnapshot, pagerLinks } from './snapshot-shapes.js';

describe('pagerLinks', () => {
  it('links the next page from page 1, both neighbours in the middle, the previous one on the last', () => {
    const base = { path: '/news', total: 35 };
    expect(pagerLinks({ ...base, pageNum: 1 })).toBe(
      '<nav aria-label="分页"><a href="/news?pageNum=2" rel="next">下一页</a></nav>',
    );
    expect(pagerLinks({ ...base, pageNum: 2 })).toBe(
      '<nav aria-label="分页"><a href="/news" rel="prev">上一页</a> <a href="/news?pageNum=3" rel="next">下一页</a></nav>',
    );
    expect(pagerLinks({ ...base, pageNum: 4 })).toBe(
      '<nav aria-label="分页"><a href="/news?pageNum=3" rel="prev">上一页</a></nav>',
    );
  });

  it('keeps the list`s own query, escaped, and gives nothing for one page or a page far past the end', () => {
    expect(pagerLinks({ path: '/main/openFacility', query: { organType: 2 }, total: 11, pageNum: 1 })).toContain(
      'href="/main/openFacility?organType=2&amp;pageNum=2"',
    );
    expect(pagerLinks({ path: '/news', total: 10, pageNum: 1 })).toBe('');
    expect(pagerLinks({ path: '/news', total: 10, pageNum: 9 })).toBe('');
  });

  it('is part of the list snapshot`s body', () => {
    const snapshot = listSnapshot({ title: '新闻资讯', path: '/news', total: 12, pageNum: 1, links: [] });
    expect(snapshot.bodyHtml).toContain('<a href="/news?pageNum=2" rel="next">下一页</a>');
  });
});
