/** The instructor list's address state and its API query. */
import { describe, expect, it } from 'vitest';
import { parseUrlState } from '../../lib/url-state';
import { GUIDER_URL_STATE, roundPosition, toGuiderSearchQuery } from './guider-query';
import { countBarOption, countChartLabel, shortName } from './components/guider-charts';

const parse = (search: string) => parseUrlState(GUIDER_URL_STATE, new URLSearchParams(search));

describe('GUIDER_URL_STATE', () => {
  it('reads the filters and drops values the server would refuse', () => {
    expect(parse('name=王芳&areaCode=440100&level=2&sport=1&stationId=12&pageNum=2')).toMatchObject({
      name: '王芳',
      areaCode: '440100',
      level: 2,
      sport: 1,
      stationId: 12,
      pageNum: 2,
    });
    expect(parse('level=9&sport=abc&areaCode=44&stationId=0')).toMatchObject({
      level: null,
      sport: null,
      areaCode: '',
      stationId: null,
    });
  });
});

describe('toGuiderSearchQuery', () => {
  it('sends names of two characters or more, and the rounded position', () => {
    const state = parse('name=王&level=3');
    expect(toGuiderSearchQuery(state, null)).toEqual({ pageNum: 1, pageSize: 10, level: 3 });
    expect(toGuiderSearchQuery(parse('name=王芳'), roundPosition(113.264385, 23.129112))).toEqual({
      pageNum: 1,
      pageSize: 10,
      name: '王芳',
      lng: 113.264,
      lat: 23.129,
    });
  });
});

describe('guider charts', () => {
  const counts = [
    { code: '440000', name: '广东省', total: 300 },
    { code: '450000', name: '广西壮族自治区', total: 200 },
    { code: '650000', name: '新疆维吾尔自治区', total: 100 },
    { code: '110000', name: '北京市', total: 50 },
  ];
  it('names the largest figures and shortens province names on the axis only', () => {
    expect(countChartLabel('按省份', counts)).toBe(
      '按省份条形图：广东省300人，广西壮族自治区200人，新疆维吾尔自治区100人等，完整数据见图下文字。',
    );
    expect(shortName('新疆维吾尔自治区')).toBe('新疆');
    const option = countBarOption(counts, '#c8161d', true) as {
      yAxis: { data: string[] };
      series: { data: number[] }[];
    };
    expect(option.yAxis.data).toEqual(['广东', '广西', '新疆', '北京']);
    expect(option.series[0]!.data).toEqual([300, 200, 100, 50]);
  });
});
