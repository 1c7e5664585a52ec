import { describe, expect, it } from 'vitest';
import { applyUrlChange, parseUrlState, writeUrlState } from '../../lib/url-state';
import { listStateSpec, recentYears, toApiParams, type ListQuery, type ListQueryRules } from './list-state';

const SPEC = listStateSpec();
const parseListQuery = (params: URLSearchParams, rules?: ListQueryRules) =>
  parseUrlState(rules ? listStateSpec(rules) : SPEC, params);
const toSearchParams = (query: ListQuery, base?: URLSearchParams) => writeUrlState(SPEC, query, base);
const applyListChange = (query: ListQuery, change: Partial<ListQuery>) => applyUrlChange(SPEC, query, change);

const base: ListQuery = { pageNum: 1, pageSize: 10, keyword: '', year: '', category: '', status: '' };

describe('parseListQuery', () => {
  it('reads every filter from the URL', () => {
    const query = parseListQuery(
      new URLSearchParams(
        'keyword=%E5%81%A5%E8%BA%AB&year=2024&category=%E6%B3%95%E5%BE%8B&status=%E5%B7%B2%E4%BF%AE%E8%AE%A2&pageNum=3&pageSize=20',
      ),
    );
    expect(query).toEqual({
      pageNum: 3,
      pageSize: 20,
      keyword: '健身',
      year: '2024',
      category: '法律',
      status: '已修订',
    });
  });

  it('falls back to defaults for missing or invalid numbers', () => {
    expect(parseListQuery(new URLSearchParams(''))).toEqual(base);
    for (const bad of ['0', '-2', 'abc', '1.5', '999999999']) {
      expect(parseListQuery(new URLSearchParams({ pageNum: bad })).pageNum).toBe(1);
    }
    expect(parseListQuery(new URLSearchParams({ pageSize: '101' })).pageSize).toBe(10);
    expect(parseListQuery(new URLSearchParams({ pageSize: '100' })).pageSize).toBe(100);
  });

  it('drops a malformed year, trims and caps the keyword', () => {
    const query = parseListQuery(new URLSearchParams({ year: '24', keyword: `  ${'健'.repeat(60)}  ` }));
    expect(query.year).toBe('');
    expect(query.keyword).toBe('健'.repeat(50));
  });

  it('drops values outside the allowed lists', () => {
    const rules = { statuses: ['现行有效', '已修订', '已废止'], categories: ['法律'] };
    expect(parseListQuery(new URLSearchParams({ status: '无效', category: '法律' }), rules)).toMatchObject({
      status: '',
      category: '法律',
    });
  });
});

describe('toSearchParams', () => {
  it('omits defaults and empty filters', () => {
    expect(toSearchParams(base).toString()).toBe('');
    expect(toSearchParams({ ...base, keyword: '冬奥', pageNum: 2 }).toString()).toBe(
      'keyword=%E5%86%AC%E5%A5%A5&pageNum=2',
    );
  });

  it('keeps unrelated parameters and round-trips through parseListQuery', () => {
    const query: ListQuery = {
      pageNum: 4,
      pageSize: 20,
      keyword: '场馆',
      year: '2023',
      category: '规范性文件',
      status: '现行有效',
    };
    const params = toSearchParams(query, new URLSearchParams('organType=2&pageNum=9'));
    expect(params.get('organType')).toBe('2');
    expect(parseListQuery(params)).toEqual(query);
  });
});

describe('applyListChange', () => {
  it('returns to page 1 when a filter changes', () => {
    expect(applyListChange({ ...base, pageNum: 5 }, { keyword: '健身' })).toMatchObject({
      keyword: '健身',
      pageNum: 1,
    });
    expect(applyListChange({ ...base, pageNum: 5 }, { pageSize: 20 })).toMatchObject({ pageSize: 20, pageNum: 1 });
  });

  it('keeps the requested page when only the page changes or filters are unchanged', () => {
    expect(applyListChange({ ...base, pageNum: 5 }, { pageNum: 6 }).pageNum).toBe(6);
    expect(applyListChange({ ...base, keyword: 'a', pageNum: 5 }, { keyword: 'a', pageNum: 7 }).pageNum).toBe(7);
  });
});

describe('toApiParams', () => {
  it('sends paging always, filters only when set, year as a number', () => {
    expect(toApiParams(base)).toEqual({ pageNum: 1, pageSize: 10 });
    expect(toApiParams({ ...base, year: '2024', status: '已废止' })).toEqual({
      pageNum: 1,
      pageSize: 10,
      year: 2024,
      status: '已废止',
    });
  });
});

describe('recentYears', () => {
  it('lists years newest first', () => {
    expect(recentYears(2025, 3)).toEqual(['2025', '2024', '2023']);
  });
});
