/**
 * Browser journeys of the venue opening section (DESIGN.md "Tests and benchmarks"): filter gymnasiums by province with
 * open-now on, open a large venue, switch year and see the charts, follow one of its matches; the passenger-flow page
 * shows the day's ranking; a venue video plays (the player reaches `playing`); an editor uploads a video on
 * /admin/venue/videos, follows its job to 完成 and the new video plays on /videoCat. Every page visited is audited with axe
 * and checked at 375 px (harness/audit.ts).
 *
 * The server runs with CLOCK_START = Saturday 2026-10-31 10:00 Beijing time, inside the seeded data
 * (flow for the 30 days before 2026-11-01, opening hours in the morning), so the journeys do not depend
 * on the hour CI happens to run at.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts/pages.codes';
import { logInThroughForm } from './harness/agency-login.js';
import { auditCurrentPage, visitAndAudit } from './harness/audit.js';
import { apiGet, publicLogin, type Paged } from '../test-support/portal-api.js';
import { usePortal } from './harness/portal-fixture.js';
import { mainContent } from './harness/portal-page.js';
import type { VenueListItem } from '@portal/contracts/venue';

const CLOCK_START = '2026-10-31T10:00:00+08:00';
const FLOW_DATE = '2026-10-31';
const PROVINCE = { code: '330000', name: '浙江省' };

const portal = usePortal({ env: { CLOCK_START } });
let token = '';

beforeAll(async () => {
  token = await publicLogin(portal.server.baseUrl);
});

const api = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiGet<T>(portal.server.baseUrl, token, path, query);

/** A large gymnasium of the province, open now, with a year in which it held matches. */
async function largeOpenGymnasiumWithMatches(): Promise<{ venue: VenueListItem; year: number }> {
  const venues = await api<Paged<VenueListItem>>('/api/data/v2/venue/search', {
    areaCode: PROVINCE.code,
    organType: 2,
    openNow: 'true',
    isLarge: 'true',
    pageSize: 100,
  });
  for (const venue of venues.list) {
    const years = await api<number[]>(`/api/data/venue/large/years/${venue.organId}`);
    for (const year of years) {
      const matches = await api<Paged<unknown>>('/api/data/large/venue/match/find/detail', {
        organId: venue.organId,
        year,
      });
      if (matches.total > 0 && years.length > 1) return { venue, year };
    }
  }
  throw new Error('the seed has no large open gymnasium with matches in the province');
}

describe('venue opening journeys', () => {
  it('filters gymnasiums by province with open-now on, opens a large venue, switches year and follows a match', async () => {
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, '/main/openFacility?organType=2', 'venue-list');
    await page.getByRole('heading', { level: 1, name: '公共体育馆' }).waitFor();

    // Province through the cascader, then the open-now switch: both land in the address.
    await page.getByLabel('所在地区').click();
    await page.locator(`.ant-cascader-menu-item[title="${PROVINCE.name}"]`).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('areaCode') === PROVINCE.code);
    await page.getByRole('switch', { name: '此刻开放' }).click();
    await page.waitForURL((url) => url.searchParams.get('openNow') === 'true');

    const expected = await api<Paged<VenueListItem>>('/api/data/v2/venue/search', {
      areaCode: PROVINCE.code,
      organType: 2,
      openNow: 'true',
    });
    expect(expected.total, 'open gymnasiums in the province at 10:00').toBeGreaterThan(0);
    expect(expected.list.every((venue) => venue.status.open)).toBe(true);
    await mainContent(page).getByRole('link', { name: expected.list[0]!.name, exact: true }).waitFor();
    await auditCurrentPage(page, 'venue-list-filtered');

    // A large venue, found by its name in the keyword box.
    const { venue, year } = await largeOpenGymnasiumWithMatches();
    await page.getByLabel('关键词').fill(venue.name);
    await page.getByLabel('关键词').press('Enter');
    await mainContent(page).getByRole('link', { name: venue.name, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/openFacility/bigDetail' && url.searchParams.get('organId') === String(venue.organId),
    );
    await page.getByRole('heading', { level: 1, name: venue.name }).waitFor();
    await auditCurrentPage(page, 'venue-big-detail');

    // Switch to the year with matches: its charts draw and one of its matches leads to the match page.
    await page.getByRole('tab', { name: `${year} 年` }).click();
    await page.waitForURL((url) => url.searchParams.get('year') === String(year));
    const chart = page.getByRole('img', { name: `${year} 年每月接待人次柱状图` });
    await chart.waitFor();
    await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(0);
    await auditCurrentPage(page, 'venue-big-detail-year');

    const matches = await api<Paged<{ id: number; name: string }>>('/api/data/large/venue/match/find/detail', {
      organId: venue.organId,
      year,
    });
    const match = matches.list[0]!;
    await mainContent(page).getByRole('link', { name: match.name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/games/detail' && url.searchParams.get('id') === String(match.id));
    await page.getByRole('heading', { level: 1, name: match.name }).waitFor();
    await auditCurrentPage(page, 'match-detail');
  });

  it('shows the day’s national passenger-flow ranking', async () => {
    const ranking = await api<{ list: { name: string; total: number }[]; reportingVenues: number }>(
      '/api/data/passengerFlow/ranking',
      { date: FLOW_DATE, pageSize: 10 },
    );
    expect(ranking.reportingVenues).toBeGreaterThan(0);
    const page = await (await portal.newContext()).newPage();
    await visitAndAudit(page, `/passengerflow?date=${FLOW_DATE}`, 'passenger-flow');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('整点');
    const firstRow = page.getByRole('row').filter({ hasText: ranking.list[0]!.name });
    await firstRow.first().waitFor();
    await auditCurrentPage(page, 'passenger-flow-ranking');
  });

  it('plays a venue video: a seeded clip stored as HLS media rows', async () => {
    const videos = await api<Paged<{ id: number; title: string; format: string; url: string }>>(
      '/api/data/venue/video/list',
      { pageSize: 50 },
    );
    expect(new Set(videos.list.map((item) => item.format))).toEqual(new Set(['hls']));
    // Two distinct seeded clips (round-robin), each its stored playlist.
    const distinct = [...new Map(videos.list.map((item) => [item.url, item])).values()];
    expect(distinct.length).toBeGreaterThanOrEqual(2);
    for (const video of distinct.slice(0, 2)) {
      expect(video.url).toMatch(/^\/api_\/ow\/file\/\d+$/);
      const page = await (await portal.newContext()).newPage();
      await visitAndAudit(page, `/videoCat?id=${video.id}`, `video-${video.id}`);
      await page.getByRole('heading', { level: 2, name: video.title }).waitFor();
      await page.getByRole('group', { name: '播放控制' }).getByRole('button', { name: '播放' }).click();
      await page.locator('.video-player[data-state="playing"]').waitFor();
      await expect
        .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
    }
  });

  it('an editor uploads a venue video, follows the transcode to 完成, and it plays on /videoCat', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-clip-'));
    let clip: Buffer;
    try {
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', join(dir, 'clip.mp4')],
      ]);
      clip = readFileSync(join(dir, 'clip.mp4'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const venue = (await api<Paged<VenueListItem>>('/api/data/v2/venue/search', { pageSize: 1 })).list[0]!;
    const title = `上传测试视频 ${Date.now()}`;
    const page = await (await portal.newContext()).newPage();
    await logInThroughForm(page, 'cms_editor');
    await visitAndAudit(page, catalogue.adminVenueVideos.href(), 'admin-venue-videos', { narrowAudit: true });
    await page.getByRole('combobox', { name: '场馆' }).fill(venue.name);
    await page.locator('.ant-select-item-option').filter({ hasText: venue.name }).first().click();
    await page.getByLabel('视频标题').fill(title);
    await page.getByLabel(/视频文件/).setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip });
    await page.getByRole('button', { name: '上传并转码' }).click();
    const job = page.getByRole('region', { name: '上传任务' });
    await job.getByText(title, { exact: false }).waitFor();
    await job.getByRole('link', { name: '在场馆视频页查看' }).waitFor({ timeout: 60_000 });
    await auditCurrentPage(page, 'admin-venue-videos-done', { narrowAudit: true });
    const listed = await api<Paged<{ id: number; title: string; format: string }>>('/api/data/venue/video/list', {
      organId: venue.organId,
    });
    const video = listed.list.find((item) => item.title === title);
    expect(video?.format).toBe('hls');
    await page.goto(`/videoCat?id=${video!.id}`);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('group', { name: '播放控制' }).getByRole('button', { name: '播放' }).click();
    await page.locator('.video-player[data-state="playing"]').waitFor();
    await expect
      .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
  });
});
