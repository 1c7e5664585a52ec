import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueVideo } from '@portal/contracts/venue-video';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, failure, type SentRequest } from '../../../components/test-support/transport';
import type * as mediaSourceModule from '../media-source';
import { attachMediaSource } from '../media-source';
import VideoCatPage from './video-cat-page';

// jsdom cannot decode video: the source wiring has its own tests (media-source.test.ts).
vi.mock('../media-source', async (importOriginal) => ({
  ...(await importOriginal<typeof mediaSourceModule>()),
  attachMediaSource: vi.fn(() => () => {}),
}));

// antd renders slowly in jsdom (the first page in a worker takes seconds): wait longer than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

const mockedAttach = vi.mocked(attachMediaSource);

const video = (
  id: number,
  format: 'hls' | 'mp4',
  title: string,
  venueName = '杭州市西湖区全民健身体育馆',
): VenueVideo => ({
  id,
  organId: 101,
  venueName,
  title,
  url: format === 'hls' ? '/media/videos/venue-sample/index.m3u8' : '/media/videos/venue-sample.mp4',
  format,
  coverUrl: null,
  durationSeconds: 12,
  publishTime: '2024-05-01T02:00:00.000Z',
});

const VIDEOS = [video(3, 'hls', '西湖区体育馆宣传片'), video(2, 'mp4', '西湖区体育馆全景航拍')];
const page = (list: VenueVideo[], total = list.length): PageOf<VenueVideo> => ({
  list,
  total,
  pageNum: 1,
  pageSize: 8,
});

let requests: SentRequest[];

/** Answers the video list and single videos by path; any other video is unknown (404). */
function serve(answers: Record<string, PageOf<VenueVideo> | VenueVideo>) {
  requests = answerWith<PageOf<VenueVideo> | VenueVideo>(
    '/api/data/venue/video/:id',
    ({ path }) => answers[path] ?? failure(404, '视频不存在或已删除'),
  );
}
const listQueries = () =>
  requests.filter((request) => request.path === '/api/data/venue/video/list').map((request) => request.query);

let play: ReturnType<typeof vi.fn>;

// The page brings antd's provider lazily (lib/antd-scope); load it once so the first test does not time out.
beforeAll(async () => {
  await import('../../../lib/antd-config');
});

beforeEach(() => {
  mockedAttach.mockClear();
  play = vi.fn(() => Promise.resolve());
  HTMLMediaElement.prototype.play = play as unknown as HTMLMediaElement['play'];
  HTMLMediaElement.prototype.pause = vi.fn();
  serve({ '/api/data/venue/video/list': page(VIDEOS) });
});
afterEach(cleanup);

const playerMedia = () => document.querySelector('video')!;

describe('VideoCatPage', () => {
  it('has one h1, a way back to the portal, the list and the first video in the player (not playing)', async () => {
    renderWithProviders(<VideoCatPage />, '/videoCat');

    expect(await screen.findByRole('heading', { level: 1, name: '场馆视频' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main')).toBeTruthy();

    await screen.findByRole('heading', { level: 2, name: '西湖区体育馆宣传片' });
    // No venue, no keyword: left out.
    expect(listQueries()).toContainEqual({ pageNum: '1', pageSize: '8' });
    expect(screen.getByText('共 2 个视频')).toBeTruthy();
    expect(mockedAttach).toHaveBeenCalledWith(
      playerMedia(),
      { url: '/media/videos/venue-sample/index.m3u8', format: 'hls' },
      expect.anything(),
    );
    expect(playerMedia().autoplay).toBe(false);
    expect(playerMedia().getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { level: 2, name: '西湖区体育馆宣传片' }).id,
    );
    const current = screen.getByRole('button', { name: /西湖区体育馆宣传片/ });
    expect(current.getAttribute('aria-current')).toBe('true');
  });

  it('plays the video the visitor chooses and keeps it in the address', async () => {
    renderWithProviders(<VideoCatPage />, '/videoCat');
    const choice = await screen.findByRole('button', { name: /西湖区体育馆全景航拍/ });

    act(() => fireEvent.click(choice));

    const title = await screen.findByRole('heading', { level: 2, name: '西湖区体育馆全景航拍' });
    expect(screen.getByTestId('location').textContent).toBe('/videoCat?id=2');
    expect(mockedAttach).toHaveBeenLastCalledWith(
      playerMedia(),
      { url: '/media/videos/venue-sample.mp4', format: 'mp4' },
      expect.anything(),
    );
    expect(playerMedia().autoplay).toBe(true);
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('button', { name: /西湖区体育馆全景航拍/ }).getAttribute('aria-current')).toBe('true');
  });

  it('has keyboard-usable controls that drive the player and announce its state', async () => {
    renderWithProviders(<VideoCatPage />, '/videoCat');
    await screen.findByRole('heading', { level: 2, name: '西湖区体育馆宣传片' });
    const controls = screen.getByRole('group', { name: '播放控制' });

    act(() => fireEvent.click(within(controls).getByRole('button', { name: '播放' })));
    expect(play).toHaveBeenCalled();
    act(() => {
      playerMedia().dispatchEvent(new Event('playing'));
    });
    expect(screen.getByText('正在播放').getAttribute('role')).toBe('status');
    expect(within(controls).getByRole('button', { name: '暂停' })).toBeTruthy();

    const mute = within(controls).getByRole('button', { name: '静音' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    act(() => fireEvent.click(mute));
    expect(playerMedia().muted).toBe(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a player error in words with a reload button', async () => {
    renderWithProviders(<VideoCatPage />, '/videoCat');
    await screen.findByRole('heading', { level: 2, name: '西湖区体育馆宣传片' });
    const { onError } = mockedAttach.mock.lastCall![2];

    act(() => onError('当前浏览器不支持播放该视频，请更换浏览器后重试'));
    expect(screen.getByRole('alert').textContent).toContain('当前浏览器不支持播放该视频');
    const calls = mockedAttach.mock.calls.length;
    act(() => fireEvent.click(screen.getByRole('button', { name: '重新加载' })));
    expect(mockedAttach.mock.calls.length).toBe(calls + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("narrows the list to one venue's videos with ?organId and offers all videos", async () => {
    renderWithProviders(<VideoCatPage />, '/videoCat?organId=101');
    expect(await screen.findByText('正在查看：杭州市西湖区全民健身体育馆的视频。')).toBeTruthy();
    expect(listQueries()).toContainEqual({ organId: '101', pageNum: '1', pageSize: '8' });
    expect(screen.getByRole('link', { name: '查看全部场馆视频' }).getAttribute('href')).toBe('/videoCat');
  });

  it('searches by keyword from page 1', async () => {
    renderWithProviders(<VideoCatPage />, '/videoCat?pageNum=2&id=3');
    const box = await screen.findByRole('searchbox', { name: '搜索视频' });
    fireEvent.change(box, { target: { value: ' 航拍 ' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: '搜索' })));
    expect(screen.getByTestId('location').textContent).toBe('/videoCat?keyword=%E8%88%AA%E6%8B%8D');
    await vi.waitFor(() => expect(listQueries()).toContainEqual({ keyword: '航拍', pageNum: '1', pageSize: '8' }));
  });

  it('opens a video named in the address that is not on the page, and says when it does not exist', async () => {
    serve({
      '/api/data/venue/video/list': page(VIDEOS),
      '/api/data/venue/video/40': video(40, 'mp4', '另一场馆夜间开放实拍', '另一场馆'),
    });
    renderWithProviders(<VideoCatPage />, '/videoCat?id=40');
    expect(await screen.findByRole('heading', { level: 2, name: '另一场馆夜间开放实拍' })).toBeTruthy();
    cleanup();

    renderWithProviders(<VideoCatPage />, '/videoCat?id=999');
    expect(await screen.findByText('未找到该视频，请从列表中选择其他视频。')).toBeTruthy();
    expect(screen.getByRole('button', { name: /西湖区体育馆宣传片/ })).toBeTruthy();
  });

  it('says when there is no video', async () => {
    serve({ '/api/data/venue/video/list': page([]) });
    renderWithProviders(<VideoCatPage />, '/videoCat?keyword=没有');
    expect(await screen.findByText('没有找到符合条件的视频，请更换关键词')).toBeTruthy();
    expect(screen.getByText('没有可播放的视频。')).toBeTruthy();
  });
});
