import { describe, expect, it } from 'vitest';
import { parseUrlState, writeUrlState } from '../../lib/url-state';
import { formatDuration, spokenDuration, VIDEO_URL_STATE, type VideoPageQuery } from './video-query';

const parseVideoQuery = (params: URLSearchParams) => parseUrlState(VIDEO_URL_STATE, params);
/** The query string the page writes, with its '?'. */
const videoQueryString = (query: VideoPageQuery) => {
  const text = writeUrlState(VIDEO_URL_STATE, query).toString();
  return text ? `?${text}` : '';
};

describe('/videoCat address', () => {
  it('reads organId, keyword, pageNum and id, dropping malformed values', () => {
    expect(parseVideoQuery(new URLSearchParams('organId=12&keyword=%20宣传片%20&pageNum=3&id=7'))).toEqual({
      organId: 12,
      keyword: '宣传片',
      pageNum: 3,
      id: 7,
    });
    expect(parseVideoQuery(new URLSearchParams('organId=abc&pageNum=0&id=-1'))).toEqual({
      organId: null,
      keyword: '',
      pageNum: 1,
      id: null,
    });
    expect(parseVideoQuery(new URLSearchParams(`keyword=${'馆'.repeat(80)}`)).keyword).toHaveLength(50);
    expect(parseVideoQuery(new URLSearchParams('pageNum=1234567')).pageNum).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(videoQueryString({ organId: null, keyword: '', pageNum: 1, id: null })).toBe('');
    expect(videoQueryString({ organId: 5, keyword: '航拍', pageNum: 2, id: 9 })).toBe(
      '?organId=5&keyword=%E8%88%AA%E6%8B%8D&pageNum=2&id=9',
    );
  });
});

describe('durations', () => {
  it('shows and speaks durations', () => {
    expect(formatDuration(12)).toBe('0:12');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(spokenDuration(12)).toBe('12 秒');
    expect(spokenDuration(120)).toBe('2 分钟');
    expect(spokenDuration(75)).toBe('1 分 15 秒');
  });
});
