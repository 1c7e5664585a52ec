import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, failure, sentRequests, type Reply } from '../../../components/test-support/transport';
import { images, introductions, matches, noTrainings, yearDetail } from '../venue-detail.test-fixtures';
import type { DetailKind } from '../detail-kind';
import VenueDetailPage from './venue-detail-page';

// echarts needs a real canvas; the chart is one named image either way (components/chart/e-chart.tsx).
vi.mock('../../../components/chart/e-chart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

// antd renders slowly in jsdom (the first page in a worker takes seconds): wait longer than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

// antd Tabs measures its tab strip; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/**
 * Answers GET /api/data/... by path: a value is the `data` (the fixtures are typed with the contracts' types in
 * venue-detail.test-fixtures.ts), a failure() fails, a path not listed fails with 404.
 */
function serve(answers: Record<string, Reply<unknown>>) {
  answerWith<unknown>('/api/data/*', ({ path }) =>
    path in answers ? answers[path] : failure(404, `未知地址 ${path}`),
  );
}

function commonAnswers(organId = 101) {
  return {
    [`/api/data/organ/image/${organId}/list`]: images,
    [`/api/data/venueIntroduction/introduction/${organId}`]: introductions,
    '/api/data/v2/venue/match/search': matches,
    '/api/data/v2/venue/training/search': noTrainings,
    '/api/data/large/venue/match/find/detail': matches,
    '/api/data/large/venue/training/find/detail': noTrainings,
  };
}

const PATHS: Record<DetailKind, string> = {
  small: '/openFacility/smallDetail',
  large: '/openFacility/bigDetail',
  centre: '/openFacility/detail',
};

function renderPage(kind: DetailKind, search: string) {
  return renderWithProviders(<VenueDetailPage kind={kind} />, `${PATHS[kind]}${search}`);
}

const sent = () => sentRequests().map((line) => new URL(line.split(' ')[1]!, 'http://localhost'));
const calledUrls = () => sent().map((url) => url.pathname);
const queriesTo = (path: string) =>
  sent()
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

afterEach(cleanup);

describe('VenueDetailPage (small venue)', () => {
  beforeEach(() =>
    serve({
      ...commonAnswers(),
      '/api/data/venue/years/101': [2024, 2023],
      '/api/data/venue/101/2024': yearDetail(2024),
      '/api/data/venue/101/2023': yearDetail(2023),
    }),
  );

  it('puts the practical facts first (today, fees, address with navigation, phone), then the yearly figures', async () => {
    renderPage('small', '?organId=101');
    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '开放时间与收费',
      '年度开放情况',
      '场馆图片',
      '场馆介绍',
    ]);
    const head = screen.getByRole('banner');
    expect(within(head).getByText('今日开放时间：')).toBeTruthy();
    expect(within(head).getByText(/^低收费 /)).toBeTruthy();
    const navigation = within(head).getByRole('link', { name: /高德地图导航/ });
    // GCJ-02 (components/map/amap-link.ts): shifted from the record's 120.1301 by a few hundred metres.
    expect(navigation.getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=120\.13\d+%2C/);
    expect(navigation.getAttribute('href')).toContain('coordinate=gaode');
    expect(navigation.getAttribute('target')).toBe('_blank');
    // Today's hours are shown once on the page.
    expect(screen.getAllByText('今日开放时间：')).toHaveLength(1);
  });

  it('shows the venue head, the newest year with figures, charts, compliance and events', async () => {
    renderPage('small', '?organId=101');

    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(calledUrls()).toContain('/api/data/venue/years/101');
    expect(calledUrls()).toContain('/api/data/venue/101/2024');

    // Head: type, address, tap-to-call, status, map and video links.
    expect(screen.getByText('公共体育馆')).toBeTruthy();
    expect(screen.getByText('浙江省杭州市西湖区文三路 88 号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '拨打电话 0571-8888 6666' }).getAttribute('href')).toBe('tel:057188886666');
    expect(screen.getByText('免费开放中')).toBeTruthy();
    expect(screen.getByRole('link', { name: /在健身地图中查看/ }).getAttribute('href')).toBe(
      '/fitnessMap?lng=120.1301&lat=30.2778',
    );
    expect(screen.getByRole('link', { name: /观看场馆视频/ }).getAttribute('href')).toBe('/videoCat?organId=101');

    // Year tabs: the newest is selected; its figures and charts show.
    expect(screen.getByRole('tab', { name: '2024 年', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '2023 年', selected: false })).toBeTruthy();
    expect(screen.getByText('340 天')).toBeTruthy();
    expect(screen.getByText('12.5 万元')).toBeTruthy();
    expect(screen.getByRole('img', { name: '2024 年每月接待人次柱状图' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '2024 年开放时长与最低要求对比柱状图' })).toBeTruthy();
    expect(screen.getByText(/最多的是 8月（2,400 人次）/)).toBeTruthy();
    const monthTable = screen.getByRole('table', { name: '2024 年每月接待人次' });
    expect(within(monthTable).getByRole('row', { name: '8月 2,400' })).toBeTruthy();

    // Compliance: words, not only icons.
    const checks = screen.getByText('2024 年各项免费低收费开放要求均已达标。').nextElementSibling as HTMLElement;
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '达标每周开放时间要求：不少于 35 小时；实际：42 小时',
      '达标全年开放天数要求：不少于 330 天；实际：340 天',
      '不适用室外区域免费开放要求：每天不少于 12 小时；实际：无室外区域',
    ]);

    // The year's matches (linked) and trainings (none), asked for that calendar year.
    const match = await screen.findByRole('link', { name: '西湖区全民健身羽毛球邀请赛' });
    expect(match.getAttribute('href')).toBe('/games/detail?id=31');
    expect(await screen.findByText('2024 年暂无培训。')).toBeTruthy();
    expect(queriesTo('/api/data/v2/venue/match/search')).toContainEqual({
      organId: '101',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      pageNum: '1',
      pageSize: '10',
    });
    // Small venues have no evaluation section.
    expect(screen.queryByRole('heading', { name: '年度评估结果' })).toBeNull();
  });

  it('shows the schedule, prices, closures, gallery and sanitized introduction', async () => {
    const { container } = renderPage('small', '?organId=101');
    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });

    const schedule = screen.getByRole('table', { name: '开放时段及收费方式（北京时间）' });
    const friday = within(schedule).getByRole('row', { name: /^周五/ });
    expect(friday.textContent).toContain('22:00–次日01:00 收费');
    expect(friday.textContent).toContain('06:00–18:00 免费（室外）');
    expect(screen.getByText('按现行开放时间，每周开放 92 小时，其中免费 84 小时。')).toBeTruthy();
    expect(screen.getByText('20 元/人·小时')).toBeTruthy();
    expect(screen.getByText('适用于老年人、残疾人、学生、军人、消防救援人员')).toBeTruthy();
    expect(screen.getByText('闭馆原因：场地维护保养')).toBeTruthy();
    expect(screen.getByText(/少于规定的 7 天/)).toBeTruthy();

    expect(await screen.findByRole('button', { name: '比赛大厅全景' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '室外健身区' })).toBeTruthy();

    await screen.findByText('体育馆位于西湖区文三路。');
    expect(container.querySelector('.rich-text script')).toBeNull();
  });

  it('switches year through the tabs and keeps the year in the address', async () => {
    renderPage('small', '?organId=101');
    await screen.findByText('340 天');

    act(() => fireEvent.click(screen.getByRole('tab', { name: '2023 年' })));

    expect(await screen.findByText('320 天')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '2023 年', selected: true })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/openFacility/smallDetail?organId=101&year=2023');
    expect(calledUrls()).toContain('/api/data/venue/101/2023');
    expect(screen.getByText('2023 年有 1 项开放要求未达标。')).toBeTruthy();
    expect(screen.getByRole('img', { name: '2023 年每月接待人次柱状图' })).toBeTruthy();
  });

  it('moves between years with the arrow keys, Home and End', async () => {
    renderPage('small', '?organId=101');
    await screen.findByText('340 天');
    const tablist = screen.getByRole('tablist', { name: '选择年度' });
    const first = within(tablist).getByRole('tab', { name: '2024 年' });
    expect(first.tabIndex).toBe(0);
    expect(within(tablist).getByRole('tab', { name: '2023 年' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: '2024 年' })).toBeTruthy();

    act(() => fireEvent.keyDown(first, { key: 'ArrowRight' }));
    const second = within(tablist).getByRole('tab', { name: '2023 年', selected: true });
    expect(document.activeElement).toBe(second);
    expect(await screen.findByText('320 天')).toBeTruthy();
    act(() => fireEvent.keyDown(second, { key: 'ArrowRight' }));
    expect(within(tablist).getByRole('tab', { name: '2024 年', selected: true })).toBeTruthy();
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'End' }));
    expect(within(tablist).getByRole('tab', { name: '2023 年', selected: true })).toBeTruthy();
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'Home' }));
    expect(screen.getByTestId('location').textContent).toBe('/openFacility/smallDetail?organId=101&year=2024');
  });

  it('opens the year the address names', async () => {
    renderPage('small', '?organId=101&year=2023');
    expect(await screen.findByText('320 天')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '2023 年', selected: true })).toBeTruthy();
    expect(calledUrls()).not.toContain('/api/data/venue/101/2024');
  });

  it('says a year without data is not found and links to the newest year', async () => {
    renderPage('small', '?organId=101&year=2019');
    const heading = await screen.findByRole('heading', { level: 1, name: '未找到该场馆 2019 年度的开放数据' });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看最新年度（2024 年）的数据' }).getAttribute('href')).toBe(
      '/openFacility/smallDetail?organId=101',
    );
    expect(calledUrls()).not.toContain('/api/data/venue/101/2019');
  });

  it('treats a malformed year as a year without data', async () => {
    renderPage('small', '?organId=101&year=20x4');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该年度的开放数据' })).toBeTruthy();
  });
});

describe('VenueDetailPage (large venue)', () => {
  it('uses the large-venue endpoints and shows the year evaluation', async () => {
    serve({
      ...commonAnswers(),
      '/api/data/venue/large/years/101': [2024],
      '/api/data/venue/large/101/2024': yearDetail(2024, { isLarge: true }),
    });
    renderPage('large', '?organId=101');

    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(screen.getByText('大型场馆')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '年度评估结果' })).toBeTruthy();
    expect(screen.getByText('第 3 名（共 48 家）')).toBeTruthy();
    expect(screen.getByText('优秀')).toBeTruthy();
    await screen.findByRole('link', { name: '西湖区全民健身羽毛球邀请赛' });
    expect(queriesTo('/api/data/large/venue/match/find/detail')).toContainEqual({
      organId: '101',
      year: '2024',
      pageNum: '1',
      pageSize: '10',
    });
    expect(queriesTo('/api/data/large/venue/training/find/detail')).toContainEqual({
      organId: '101',
      year: '2024',
      pageNum: '1',
      pageSize: '10',
    });
  });
});

describe('VenueDetailPage (national fitness centre, v2 info)', () => {
  it('sends oldType from the address, 4 when absent', async () => {
    serve({
      ...commonAnswers(),
      '/api/data/v2/nvenue/info/getYear/101': [2024],
      '/api/data/v2/nvenue/info/101/2024/1': yearDetail(2024),
      '/api/data/v2/nvenue/info/101/2024/4': yearDetail(2024),
    });
    renderPage('centre', '?organId=101&oldType=1');
    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(calledUrls()).toContain('/api/data/v2/nvenue/info/101/2024/1');
    cleanup();

    renderPage('centre', '?organId=101');
    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(calledUrls()).toContain('/api/data/v2/nvenue/info/101/2024/4');
  });

  it('shows not-found for a bad oldType without calling the server', async () => {
    renderPage('centre', '?organId=101&oldType=9');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该场馆' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回场馆开放列表' }).getAttribute('href')).toBe(
      '/main/openFacility?organType=4',
    );
    expect(sentRequests()).toEqual([]);
  });
});

describe('VenueDetailPage (venue without a public year: profile only)', () => {
  const UNPUBLISHED = '该场馆年度开放数据尚未公布（审核通过后公布）';

  it('shows the profile, schedule, gallery and texts with a notice instead of the year tabs', async () => {
    serve({
      ...commonAnswers(),
      '/api/data/venue/years/101': [],
      '/api/data/venue/profile/101': yearDetail(2024).venue,
    });
    const { container } = renderPage('small', '?organId=101&year=2024');

    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '开放时间与收费',
      '年度开放情况',
      '场馆图片',
      '场馆介绍',
    ]);
    expect(screen.getByText(UNPUBLISHED)).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: '选择年度' })).toBeNull();
    expect(screen.queryByText(/未找到|暂无开放数据/)).toBeNull();

    // The profile: type, address, phone, status, schedule, prices and closures.
    expect(screen.getByText('公共体育馆')).toBeTruthy();
    expect(screen.getByText('浙江省杭州市西湖区文三路 88 号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '拨打电话 0571-8888 6666' })).toBeTruthy();
    expect(screen.getByText('免费开放中')).toBeTruthy();
    expect(screen.getByRole('table', { name: '开放时段及收费方式（北京时间）' })).toBeTruthy();
    expect(screen.getByText('20 元/人·小时')).toBeTruthy();
    expect(screen.getByText('闭馆原因：场地维护保养')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '比赛大厅全景' })).toBeTruthy();
    await screen.findByText('体育馆位于西湖区文三路。');
    expect(container.querySelector('.rich-text script')).toBeNull();

    // No yearly call at all.
    expect(calledUrls()).toContain('/api/data/venue/profile/101');
    expect(calledUrls().filter((path) => path.startsWith('/api/data/venue/101/'))).toEqual([]);
    expect(calledUrls().filter((path) => path.includes('/match/') || path.includes('/training/'))).toEqual([]);
  });

  it('does the same on the large and centre pages once their own year list is empty', async () => {
    serve({
      ...commonAnswers(),
      '/api/data/venue/large/years/101': [],
      '/api/data/v2/nvenue/info/getYear/101': [],
      '/api/data/venue/profile/101': yearDetail(2024, { isLarge: true }).venue,
    });
    renderPage('large', '?organId=101');
    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(screen.getByText(UNPUBLISHED)).toBeTruthy();
    cleanup();

    renderPage('centre', '?organId=101&oldType=2');
    await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' });
    expect(screen.getByText(UNPUBLISHED)).toBeTruthy();
  });

  it('still says not-found for an unknown venue, without asking for a profile', async () => {
    serve({ '/api/data/venue/years/999': failure(404, '场馆不存在或已删除') });
    renderPage('small', '?organId=999');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该场馆' })).toBeTruthy();
    expect(calledUrls()).not.toContain('/api/data/venue/profile/999');
  });
});

describe('VenueDetailPage (failures)', () => {
  it('shows not-found for a missing or malformed organId without a request', async () => {
    renderPage('small', '?organId=abc');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该场馆' })).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('shows not-found when the server does not know the venue (404)', async () => {
    serve({ '/api/data/venue/large/years/999': failure(404, '大型场馆不存在或已删除') });
    renderPage('large', '?organId=999');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该场馆' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回场馆开放列表' }).getAttribute('href')).toBe(
      '/main/openFacility?organType=3',
    );
  });

  it('shows not-found when the venue is gone by the time its profile is asked for (404)', async () => {
    serve({ '/api/data/venue/years/101': [], '/api/data/venue/profile/101': failure(404, '场馆不存在或已删除') });
    renderPage('small', '?organId=101');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该场馆' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers a retry when loading fails for another reason', async () => {
    serve({ '/api/data/venue/years/101': failure(503, '服务繁忙，请稍后重试') });
    renderPage('small', '?organId=101');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('服务繁忙，请稍后重试')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    serve({ ...commonAnswers(), '/api/data/venue/years/101': [2024], '/api/data/venue/101/2024': yearDetail(2024) });
    act(() => fireEvent.click(screen.getByRole('button', { name: '重新加载' })));
    expect(await screen.findByRole('heading', { level: 1, name: '杭州市西湖区全民健身体育馆' })).toBeTruthy();
  });
});
