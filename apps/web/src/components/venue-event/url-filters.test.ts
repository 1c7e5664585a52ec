import { describe, expect, it } from 'vitest';
import { areaPath } from '../list-page/area-api';
import { normaliseEventSearch, EVENT_URL_STATE, type VenueEventSearch } from './event-query';
import { applyUrlChange, isNarrowed, isoDate, parseUrlState, programmeYear, writeUrlState } from '../../lib/url-state';
import { fitnessMapPath } from './venue-paths';

const empty: VenueEventSearch = {
  areaCode: '',
  startDate: '',
  endDate: '',
  sport: '',
  status: '',
  keyword: '',
  pageNum: 1,
  pageSize: 10,
};

describe('event filters in the URL', () => {
  it('reads every filter and the paging', () => {
    const params = new URLSearchParams(
      'areaCode=330106&startDate=2025-05-01&endDate=2025-05-31&sport=%E8%B6%B3%E7%90%83&status=ongoing&keyword=%20%E8%81%94%E8%B5%9B%20&pageNum=3&pageSize=20',
    );
    expect(parseUrlState(EVENT_URL_STATE, params)).toEqual({
      areaCode: '330106',
      startDate: '2025-05-01',
      endDate: '2025-05-31',
      sport: '足球',
      status: 'ongoing',
      keyword: '联赛',
      pageNum: 3,
      pageSize: 20,
    });
  });

  it('drops values the server would refuse', () => {
    const params = new URLSearchParams({
      areaCode: '33',
      startDate: '2025-02-30',
      endDate: '2025/05/01',
      status: '进行中',
      keyword: '健'.repeat(60),
      sport: '乒'.repeat(30),
      pageNum: '0',
      pageSize: '500',
    });
    const search = parseUrlState(EVENT_URL_STATE, params);
    expect(search).toMatchObject({ areaCode: '', startDate: '', endDate: '', status: '', pageNum: 1, pageSize: 10 });
    expect(search.keyword).toHaveLength(50);
    expect(search.sport).toHaveLength(20);
  });

  it('drops an end date before the start date', () => {
    expect(normaliseEventSearch({ ...empty, startDate: '2025-05-10', endDate: '2025-05-01' }).endDate).toBe('');
    expect(normaliseEventSearch({ ...empty, startDate: '2025-05-10', endDate: '2025-05-10' }).endDate).toBe(
      '2025-05-10',
    );
    expect(normaliseEventSearch({ ...empty, endDate: '2025-05-01' }).endDate).toBe('2025-05-01');
  });

  it('writes only what is set, keeps unknown parameters and round-trips', () => {
    const search: VenueEventSearch = { ...empty, sport: '游泳', status: 'upcoming', pageNum: 2 };
    const params = writeUrlState(EVENT_URL_STATE, search, new URLSearchParams('from=home&keyword=old'));
    expect(params.toString()).toBe('from=home&sport=%E6%B8%B8%E6%B3%B3&status=upcoming&pageNum=2');
    expect(parseUrlState(EVENT_URL_STATE, params)).toEqual(search);
    expect(writeUrlState(EVENT_URL_STATE, empty).toString()).toBe('');
  });

  it('returns to page 1 when a filter or the page size changes, not when only the page does', () => {
    const onPage4: VenueEventSearch = { ...empty, pageNum: 4 };
    expect(applyUrlChange(EVENT_URL_STATE, onPage4, { status: 'ended' })).toMatchObject({
      status: 'ended',
      pageNum: 1,
    });
    expect(applyUrlChange(EVENT_URL_STATE, onPage4, { pageSize: 20 })).toMatchObject({ pageSize: 20, pageNum: 1 });
    expect(applyUrlChange(EVENT_URL_STATE, onPage4, { pageNum: 5 }).pageNum).toBe(5);
    expect(applyUrlChange(EVENT_URL_STATE, onPage4, { status: '' }).pageNum).toBe(4);
  });

  it('knows when any filter is set', () => {
    expect(isNarrowed(EVENT_URL_STATE, empty)).toBe(false);
    expect(isNarrowed(EVENT_URL_STATE, { ...empty, pageNum: 3 })).toBe(false);
    expect(isNarrowed(EVENT_URL_STATE, { ...empty, areaCode: '110000' })).toBe(true);
  });
});

describe('parameter codecs', () => {
  const isoDateParam = (raw: string) => isoDate().parse(raw);
  const yearParam = (raw: string) => programmeYear.parse(raw);

  it('accepts only real calendar dates', () => {
    expect(isoDateParam('2024-02-29')).toBe('2024-02-29');
    expect(isoDateParam('2025-02-29')).toBe('');
    expect(isoDateParam('2025-13-01')).toBe('');
    expect(isoDateParam('')).toBe('');
  });

  it('accepts programme years 2000..2100', () => {
    expect(yearParam('2024')).toBe('2024');
    for (const bad of ['1999', '2101', '24', '2024a', '']) expect(yearParam(bad)).toBe('');
  });
});

describe('areaPath', () => {
  it('lists the codes from the province down', () => {
    expect(areaPath('330106')).toEqual(['330000', '330100', '330106']);
    expect(areaPath('330100')).toEqual(['330000', '330100']);
    expect(areaPath('330000')).toEqual(['330000']);
    expect(areaPath('429004')).toEqual(['420000', '429000', '429004']);
    expect(areaPath('')).toEqual([]);
    expect(areaPath('12345')).toEqual([]);
  });
});

describe('fitnessMapPath', () => {
  it('centres the fitness map on the venue', () => {
    expect(fitnessMapPath({ lng: 120.15507, lat: 30.27415 })).toBe('/fitnessMap?lng=120.15507&lat=30.27415');
  });
});
