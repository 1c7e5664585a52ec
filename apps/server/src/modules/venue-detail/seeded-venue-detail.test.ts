/**
 * The venue detail, sports authority and evaluation endpoints over the real seed (scale 0.05): one
 * walk a visitor's pages make — evaluation years, list and summary (totals agree), a large venue's years,
 * detail, opening details, images and texts, a small venue refused on the large-only path, an authority's
 * fill-in data. The server clock is the seed's REFERENCE_NOW. Structural checks only; exact answers are the fixture suites' job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { REFERENCE_NOW } from '../../seed/seed-settings.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: () => REFERENCE_NOW });
  token = await t.publicToken();
});
afterAll(() => t.close());

const request = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'session-id': token } });
const get = async (url: string) => {
  const res = await request(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().data;
};

describe('venue opening details on seeded data', () => {
  it('evaluations: years, a sorted list and a summary whose totals equal the list totals', async () => {
    const years: number[] = await get('/api/data/comprehensiveEvaluation/years');
    expect(years.length).toBeGreaterThan(0);
    const page = await get('/api/data/comprehensiveEvaluation/search?pageSize=20');
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((i: { year: number }) => i.year === years[0])).toBe(true);
    const scores = page.list.map((i: { score: number }) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const summary = await get('/api/data/comprehensiveEvaluation/summary');
    expect(summary.year).toBe(years[0]);
    expect(summary.venueCount).toBe(page.total);
    const provinceSum = summary.provinces.reduce((n: number, p: { venueCount: number }) => n + p.venueCount, 0);
    expect(provinceSum).toBe(summary.venueCount);
    const first = summary.provinces[0];
    expect((await get(`/api/data/comprehensiveEvaluation/search?areaCode=${first.provinceCode}`)).total).toBe(
      first.venueCount,
    );
  });

  it('a large venue: years, the detail of its newest year, opening details, images and texts', async () => {
    const page = await get('/api/data/comprehensiveEvaluation/search?pageSize=20');
    const large = page.list.find((i: { isLarge: boolean }) => i.isLarge);
    expect(large, 'a large venue among the best evaluated').toBeDefined();
    const organId: number = large.organId;
    const years: number[] = await get(`/api/data/venue/years/${organId}`);
    expect(years.length).toBeGreaterThan(0);
    const detail = await get(`/api/data/venue/${organId}/${years[0]}`);
    expect(detail.venue.organId).toBe(organId);
    expect(detail.stat.visitorsByMonth).toHaveLength(12);
    expect(detail.compliance.checks).toHaveLength(7);
    expect(detail.venue.schedule).toHaveLength(9);
    expect(typeof detail.venue.status.label).toBe('string');
    expect(await get(`/api/data/v2/nvenue/info/${organId}/${years[0]}/${detail.venue.organType}`)).toEqual(detail);
    const open = await get(`/api/data/nvenue/detailsApis/open/${organId}/${years[0]}`);
    expect(open.compliance).toEqual(detail.compliance);
    expect(detail.venue.isLarge).toBe(true);
    expect(await get(`/api/data/venue/large/years/${organId}`)).toEqual(years);
    expect(await get(`/api/data/venue/large/${organId}/${years[0]}`)).toEqual(detail);
    expect(await get(`/api/data/large/venue/open/find/detail?organId=${organId}&year=${years[0]}`)).toEqual(detail);
    const images = await get(`/api/data/organ/image/${organId}/list`);
    for (const image of images.slice(0, 2)) {
      const res = await request(image.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
    for (const kind of ['introduction', 'announcement', 'notice']) {
      const texts = await get(`/api/data/venueIntroduction/${kind}/${organId}`);
      for (const text of texts) expect(text.contentHtml).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });

  it('a small venue is refused on the large-only paths', async () => {
    const small = (
      await t.database.db
        .selectFrom('venue')
        .select('organ_id')
        .where('is_large', '=', 0)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).organ_id;
    const res = await request(`/api/data/venue/large/years/${small}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('大型场馆不存在或已删除');
  });

  it("sports authorities: the fill-in search, one authority's years and data", async () => {
    const page = await get('/api/data/sportsAuthority/fillIn/search?pageSize=5');
    expect(page.total).toBeGreaterThan(0);
    const first = page.list[0];
    expect(first.areaName.length).toBeGreaterThan(0);
    const years: number[] = await get(`/api/data/sportsAuthority/years/${first.organId}`);
    expect(years).toContain(first.year);
    expect(await get(`/api/data/sportsAuthority/${first.organId}/${first.year}`)).toEqual(first);
  });
});
