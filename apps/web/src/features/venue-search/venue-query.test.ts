import { describe, expect, it } from 'vitest';
import { applyUrlChange, isNarrowed, parseUrlState, writeUrlState } from '../../lib/url-state';
import { toVenueSearchQuery, VENUE_URL_STATE, type VenueListFilters } from './venue-query';

const parseVenueFilters = (params: URLSearchParams) => parseUrlState(VENUE_URL_STATE, params);
const toVenueSearchParams = (filters: VenueListFilters, base?: URLSearchParams) =>
  writeUrlState(VENUE_URL_STATE, filters, base);
const applyVenueChange = (filters: VenueListFilters, change: Partial<VenueListFilters>) =>
  applyUrlChange(VENUE_URL_STATE, filters, change);

const base: VenueListFilters = {
  pageNum: 1,
  pageSize: 10,
  organType: null,
  areaCode: '',
  keyword: '',
  openNow: false,
  freeNow: false,
};

describe('parseVenueFilters', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams(
      'organType=2&areaCode=330100&keyword=%E4%BD%93%E8%82%B2&openNow=true&freeNow=1&pageNum=3&pageSize=20',
    );
    expect(parseVenueFilters(params)).toEqual({
      pageNum: 3,
      pageSize: 20,
      organType: 2,
      areaCode: '330100',
      keyword: '体育',
      openNow: true,
      freeNow: true,
    });
  });

  it('normalises bad values instead of sending them to the server', () => {
    expect(parseVenueFilters(new URLSearchParams(''))).toEqual(base);
    const bad = parseVenueFilters(
      new URLSearchParams({
        organType: '9',
        areaCode: '33',
        pageNum: '0',
        pageSize: '500',
        openNow: 'yes',
        keyword: `a\u0000b${'c'.repeat(80)}`,
      }),
    );
    expect(bad).toEqual({ ...base, keyword: `ab${'c'.repeat(48)}` });
  });
});

describe('toVenueSearchParams', () => {
  it('omits defaults and round-trips', () => {
    expect(toVenueSearchParams(base).toString()).toBe('');
    const filters: VenueListFilters = {
      pageNum: 2,
      pageSize: 20,
      organType: 3,
      areaCode: '110105',
      keyword: '游泳',
      openNow: true,
      freeNow: false,
    };
    const params = toVenueSearchParams(filters, new URLSearchParams('other=x&freeNow=true'));
    expect(params.get('other')).toBe('x');
    expect(params.has('freeNow')).toBe(false);
    expect(parseVenueFilters(params)).toEqual(filters);
  });
});

describe('applyVenueChange', () => {
  it('returns to page 1 when a filter changes, keeps the page otherwise', () => {
    expect(applyVenueChange({ ...base, pageNum: 4 }, { openNow: true })).toMatchObject({ openNow: true, pageNum: 1 });
    expect(applyVenueChange({ ...base, pageNum: 4 }, { pageNum: 5 }).pageNum).toBe(5);
    expect(applyVenueChange({ ...base, pageNum: 4, openNow: true }, { openNow: true }).pageNum).toBe(4);
  });
});

describe('toVenueSearchQuery', () => {
  it('sends paging always and only the filters that are set', () => {
    expect(toVenueSearchQuery(base)).toEqual({ pageNum: 1, pageSize: 10 });
    expect(toVenueSearchQuery({ ...base, organType: 2, areaCode: '330000', freeNow: true })).toEqual({
      pageNum: 1,
      pageSize: 10,
      organType: 2,
      areaCode: '330000',
      freeNow: true,
    });
    expect(isNarrowed(VENUE_URL_STATE, { ...base, organType: 1 })).toBe(false);
    expect(isNarrowed(VENUE_URL_STATE, { ...base, openNow: true })).toBe(true);
  });
});
