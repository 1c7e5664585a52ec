/**
 * The relevance set of the site search (docs/decisions/site-search.md): realistic queries — sports, places,
 * venue and facility names and their short forms, typos and sound-alikes, 附近, policies and articles by
 * topic — each with the item a person wants, written from the seeded data (src/seed at the test scale; ids
 * are the seed's, stable by construction), not from the ranker's output. Checked on GET /api_/ow/search/list:
 * the wanted item among the first 3 for at least 90 % of the queries, and no dead end (every query shows
 * results, directly or through 您是不是要找).
 */
import type { SiteSearchItem, SiteSearchResult } from '@portal/contracts/site-search';
import type { SiteSearchKind } from '@portal/contracts/site-search.codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.publicToken();
});
afterAll(() => t.close());

async function search(q: string, extra = ''): Promise<SiteSearchResult> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api_/ow/search/list?q=${encodeURIComponent(q)}&pageSize=10${extra}`,
    headers: { 'session-id': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SiteSearchResult;
}

type Wanted = { kind: SiteSearchKind; title: string } | ((item: SiteSearchItem) => boolean);
interface Case {
  q: string;
  why: string;
  wanted: Wanted;
  /** Extra query string (the visitor's position for 附近). */
  extra?: string;
  /** The correction 您是不是要找 should offer. */
  corrected?: string;
}

const place = (item: SiteSearchItem) => item.kind === 'venue' || item.kind === 'facility';

/** Beijing's 朝阳区 (the seeded 朝阳区全民健身游泳馆 is there). */
const IN_CHAOYANG = '&lng=116.48&lat=39.93';

const CASES: Case[] = [
  // Venue names, whole, short and with the area in other words.
  { q: '朝阳区全民健身游泳馆', why: 'exact name', wanted: { kind: 'venue', title: '朝阳区全民健身游泳馆' } },
  { q: '朝阳 游泳', why: 'area + sport, two words', wanted: { kind: 'venue', title: '朝阳区全民健身游泳馆' } },
  { q: '朝阳游泳馆', why: 'area without 区 + venue word', wanted: { kind: 'venue', title: '朝阳区全民健身游泳馆' } },
  { q: '北京 游泳馆', why: 'city + venue word', wanted: { kind: 'venue', title: '朝阳区全民健身游泳馆' } },
  { q: '水中健身', why: 'a sport offered only', wanted: { kind: 'venue', title: '朝阳区全民健身游泳馆' } },
  { q: '唐山奥林匹克', why: 'name prefix', wanted: { kind: 'venue', title: '唐山奥林匹克体育中心体育馆' } },
  { q: '唐县体育馆', why: 'exact short name', wanted: { kind: 'venue', title: '唐县体育馆' } },
  { q: '凌源 健身馆', why: 'county-level city without 市', wanted: { kind: 'venue', title: '凌源市全民健身馆' } },
  { q: '青岛 游泳', why: 'city of the venue, not in its name', wanted: { kind: 'venue', title: '城阳区游泳馆' } },
  { q: '西湖区 体育场', why: 'district + venue type', wanted: { kind: 'venue', title: '西湖区全民健身中心体育场' } },
  { q: '西吉 羽毛球', why: 'county without 县 + sport', wanted: { kind: 'venue', title: '西吉县文体中心体育馆' } },
  { q: '门头沟 体育中心', why: 'district without 区', wanted: { kind: 'venue', title: '门头沟区体育中心综合馆' } },
  { q: '梅河口 游泳', why: 'venue before the match there', wanted: { kind: 'venue', title: '梅河口市游泳馆' } },
  { q: '花样游泳 青岛', why: 'sport offered + city', wanted: { kind: 'venue', title: '城阳区游泳馆' } },
  // Facilities.
  { q: '成都 网球场', why: 'city + facility word', wanted: { kind: 'facility', title: '锦江区儿童公园网球场' } },
  { q: '市中区环湖健身步道', why: 'exact facility name', wanted: { kind: 'facility', title: '市中区环湖健身步道' } },
  { q: '登山步道 宋坊村', why: 'kind + village', wanted: { kind: 'facility', title: '上城区宋坊村登山步道' } },
  { q: '南宁 绿道', why: 'city + facility kind', wanted: { kind: 'facility', title: '兴宁区滨湖滨水绿道' } },
  { q: '西宁 滑冰场', why: 'city + facility kind', wanted: { kind: 'facility', title: '城东区城西滑冰场' } },
  { q: '武汉 东湖公园 体育场', why: 'three words', wanted: { kind: 'facility', title: '江岸区东湖公园体育场' } },
  { q: '健身路径 洪山区', why: 'kind + district', wanted: { kind: 'facility', title: '洪山区第一中学全民健身路径' } },
  {
    q: '东湖公园',
    why: 'a park name inside facility names',
    wanted: (i) => i.kind === 'facility' && i.title.includes('东湖公园'),
  },
  // Sports: venues and facilities that offer them, before articles.
  { q: '篮球', why: 'a sport', wanted: place },
  { q: '游泳', why: 'a sport', wanted: place },
  { q: '羽毛球馆', why: 'sport + 馆', wanted: (i) => place(i) && i.title.includes('馆') },
  { q: '乒乓球', why: 'a sport', wanted: place },
  // Typos and sound-alikes (您是不是要找).
  {
    q: '唐山 奥林匹客',
    why: 'one wrong character',
    wanted: { kind: 'venue', title: '唐山奥林匹克体育中心体育馆' },
    corrected: '唐山 奥林匹克',
  },
  {
    q: '城阳区游永馆',
    why: 'sound-alike character',
    wanted: { kind: 'venue', title: '城阳区游泳馆' },
    corrected: '城阳区游泳馆',
  },
  { q: '蓝球', why: 'sound-alike sport', wanted: place, corrected: '篮球' },
  { q: 'lanqiu', why: 'full pinyin', wanted: place, corrected: '篮球' },
  {
    q: '国民体质检测',
    why: '检测 for 监测',
    wanted: { kind: 'news', title: '辽宁启动2024年国民体质监测工作' },
    corrected: '国民体质监测',
  },
  { q: 'tyg', why: 'pinyin initials of a venue name', wanted: (i) => i.kind === 'venue' && i.title.includes('体育馆') },
  // 附近 with and without the visitor's position.
  {
    q: '附近游泳馆',
    why: 'nearby with a position',
    extra: IN_CHAOYANG,
    wanted: { kind: 'venue', title: '朝阳区全民健身游泳馆' },
  },
  {
    q: '身边的健身中心',
    why: 'nearby, other words',
    extra: IN_CHAOYANG,
    wanted: (i) => place(i) && i.distance! < 50_000,
  },
  { q: '附近 游泳', why: 'nearby without a position: matching places', wanted: place },
  // Policies, news and guidance by topic.
  { q: '全民健身条例', why: 'a law by its name', wanted: { kind: 'regulation', title: '山东省全民健身条例' } },
  {
    q: '健身步道 政策',
    why: 'policy by topic',
    wanted: { kind: 'regulation', title: '陕西省关于规范健身步道建设和管理的实施意见' },
  },
  {
    q: '体育公园建设 通知',
    why: 'policy by topic',
    wanted: { kind: 'regulation', title: '关于推进体育公园建设的通知' },
  },
  {
    q: '辽宁 国民体质监测',
    why: 'news by place and topic',
    wanted: { kind: 'news', title: '辽宁启动2024年国民体质监测工作' },
  },
  {
    q: '乐山 篮球赛',
    why: 'news by place and event',
    wanted: { kind: 'news', title: '乐山乡村篮球赛火热开赛 10支村队同场竞技' },
  },
  {
    q: '蒙阴体育馆',
    why: 'news about a venue, county without 县',
    wanted: { kind: 'news', title: '蒙阴县体育馆完成改造 重新向社会开放' },
  },
  {
    q: '全民健身示范单位',
    why: 'notice by topic',
    wanted: { kind: 'notice', title: '2025年度全民健身示范单位拟命名名单公示' },
  },
  { q: '场馆开放数据填报', why: 'guidance by topic', wanted: { kind: 'guidance', title: '场馆开放数据填报说明' } },
  {
    q: '社会体育指导员管理办法',
    why: 'instructor policy',
    wanted: { kind: 'guiderArticle', title: '社会体育指导员管理办法' },
  },
  { q: '颈椎病', why: 'science guidance by ailment', wanted: { kind: 'scienceGuide', title: '颈椎病与肩颈练习' } },
  {
    q: '肌肉酸痛',
    why: 'science guidance by symptom',
    wanted: { kind: 'scienceGuide', title: '运动后肌肉酸痛怎么办' },
  },
  { q: '游泳耐力', why: 'science guidance plan', wanted: { kind: 'scienceGuide', title: '8 周游泳耐力计划' } },
  // Organisations, projects, matches, races.
  { q: '广州 羽毛球协会', why: 'organisation by city', wanted: { kind: 'organization', title: '荔湾区羽毛球协会' } },
  { q: '北湖公园跑步团', why: 'organisation by name', wanted: { kind: 'organization', title: '北湖公园跑步团' } },
  {
    q: '哈尔滨 滑冰馆 项目',
    why: 'construction project',
    wanted: { kind: 'buildProject', title: '平房区室内滑冰馆项目' },
  },
  {
    q: '茂县 步道',
    why: 'construction project by county',
    wanted: { kind: 'buildProject', title: '茂县健身步道建设项目' },
  },
  {
    q: '贾汪区 围棋',
    why: 'community-games race',
    wanted: { kind: 'race', title: '2024年贾汪区社区运动会围棋比赛' },
  },
  {
    q: '信阳 太极拳',
    why: 'race by city and sport',
    wanted: { kind: 'race', title: '2024年信阳社区运动会太极拳比赛' },
  },
  { q: '灌南县 羽毛球 联赛', why: 'venue match', wanted: { kind: 'match', title: '2026年灌南县羽毛球业余联赛' } },
  // Addresses: a road in none of the names, only in the wanted item's address (its `t:` grams).
  { q: '门头沟 世纪大道', why: 'venue by its road', wanted: { kind: 'venue', title: '门头沟区体育中心综合馆' } },
  {
    q: '东城区 康宁路 健身路径',
    why: 'facility by its road',
    wanted: (i) => i.kind === 'facility' && i.summary.includes('康宁路'),
  },
  {
    q: '广州 新华路 健身协会',
    why: 'organisation by its road',
    wanted: { kind: 'organization', title: '荔湾区社区健身协会' },
  },
  {
    q: '顺义 解放路 象棋',
    why: 'race by the road it is held on',
    wanted: { kind: 'race', title: '2024年顺义区社区运动会中国象棋挑战赛' },
  },
];

const isWanted = (wanted: Wanted, item: SiteSearchItem) =>
  typeof wanted === 'function' ? wanted(item) : item.kind === wanted.kind && item.title === wanted.title;

describe('site search relevance set', () => {
  it('has at least 40 queries, and the wanted item is in the top 3 for at least 90 % with no dead end', async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const c of CASES) {
      const result = await search(c.q, c.extra ?? '');
      // No dead end: every query shows something.
      expect(result.list.length, `${c.q}: no results`).toBeGreaterThan(0);
      if (c.corrected !== undefined) expect(result.correctedQ, c.q).toBe(c.corrected);
      if (!result.list.slice(0, 3).some((item) => isWanted(c.wanted, item))) {
        misses.push(
          `${c.q} (${c.why}): ${result.list
            .slice(0, 3)
            .map((i) => `${i.kind}:${i.title}`)
            .join(' / ')}`,
        );
      }
    }
    expect(misses.length / CASES.length, misses.join('\n')).toBeLessThanOrEqual(0.1);
  });
});
