/**
 * VenueVideosAdminPage (/admin/venue/videos): an anonymous visitor is asked to log in with a way back; a
 * logged-in editor is told what is missing, picks a venue found by name, uploads a file with a title, sees the
 * job go from 排队 to 完成 (polled) with a link to the venue's video page, sees a failure's reason, and the
 * recent uploads list.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoJob } from '@portal/contracts/content-admin-media';
import { MEDIA_API } from '@portal/contracts/content-admin-media.codes';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueListItem } from '@portal/contracts/venue';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith, type SentFile } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import VenueVideosAdminPage from './venue-videos-admin-page';

const queued: VideoJob = {
  jobId: 9,
  organId: 12,
  venueName: '西湖区体育馆',
  title: '晨练掠影',
  fileName: 'clip.mp4',
  size: 1000,
  state: 'queued',
  stateName: '排队',
  reason: null,
  userName: 'cms_editor',
  createdAt: '2026-11-28T02:00:00.000Z',
  finishedAt: null,
  video: null,
};
const done: VideoJob = {
  ...queued,
  state: 'done',
  stateName: '完成',
  finishedAt: '2026-11-28T02:00:05.000Z',
  video: {
    id: 50,
    organId: 12,
    venueName: '西湖区体育馆',
    title: '晨练掠影',
    url: '/api_/ow/file/300',
    format: 'hls',
    coverUrl: '/api_/ow/file/299',
    durationSeconds: 3,
    publishTime: '2026-11-28T02:00:05.000Z',
  },
};
const failed: VideoJob = {
  ...queued,
  jobId: 8,
  title: '坏文件',
  state: 'failed',
  stateName: '失败',
  reason: '视频无法解码',
};
const calls: string[] = [];
let polls = 0;

const venue: VenueListItem = {
  organId: 12,
  name: '西湖区体育馆',
  organType: 2,
  organTypeName: '公共体育馆',
  isLarge: false,
  provinceCode: '330000',
  cityCode: '330100',
  countyCode: '330106',
  areaName: '浙江省杭州市西湖区',
  address: '文三路 100 号',
  phone: '',
  lng: 120.1,
  lat: 30.2,
  coverUrl: null,
  sports: [],
  status: {
    at: '2026-11-28T02:00:00Z',
    open: true,
    feeKind: 'free',
    label: '免费开放中',
    dayLabel: '工作日',
    nationalFitnessDay: false,
    todayHours: [],
    nextOpening: null,
    closure: null,
  },
};

/** The venue search and the video jobs as the test transport answers them; each call is noted in `calls`. */
function answerVideosApi() {
  answerWith<PageOf<VenueListItem>>('/api/data/v2/venue/search', ({ query }) => {
    calls.push(`search ${query.keyword}`);
    return { list: [venue], total: 1, pageNum: 1, pageSize: 20 };
  });
  answer<VideoJob[]>(MEDIA_API.videos, [failed]);
  answerWith<VideoJob>(
    MEDIA_API.videos,
    ({ body }) => {
      const fields = body as { organId: string; title: string; file: SentFile };
      calls.push(`upload ${fields.organId} ${fields.title} ${fields.file.fileName}`);
      return queued;
    },
    { method: 'post' },
  );
  // Queued at the first look, done at the next.
  answerWith<VideoJob>(`${MEDIA_API.videos}/9`, () => (++polls > 1 ? done : queued));
}

beforeEach(() => {
  installResizeObserver();
  calls.length = 0;
  polls = 0;
  answerVideosApi();
});
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('VenueVideosAdminPage', () => {
  it('asks an anonymous visitor to log in, with a way back here', () => {
    renderWithProviders(<VenueVideosAdminPage />, '/admin/venue/videos');
    expect(screen.getByRole('heading', { level: 1, name: '场馆视频上传' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Fvenue%2Fvideos');
  });

  it('finds a venue by name, uploads with a title and follows the job to done; lists recent uploads', async () => {
    saveLogin({ userName: 'cms_editor', sessionToken: 'token-1' });
    renderWithProviders(<VenueVideosAdminPage />, '/admin/venue/videos');
    // The recent list shows a failed job with its reason, in words.
    expect(await screen.findByText('视频无法解码')).toBeTruthy();
    expect(screen.getByText('失败')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '上传并转码' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请先选择场馆');

    const venue = screen.getByLabelText('场馆');
    fireEvent.mouseDown(venue);
    fireEvent.change(venue, { target: { value: '西湖' } });
    await vi.waitFor(() => expect(calls).toContain('search 西湖'));
    fireEvent.click(await screen.findByText('西湖区体育馆（浙江省杭州市西湖区）'));

    fireEvent.click(screen.getByRole('button', { name: '上传并转码' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请填写视频标题');
    fireEvent.change(screen.getByLabelText('视频标题'), { target: { value: ' 晨练掠影 ' } });
    fireEvent.click(screen.getByRole('button', { name: '上传并转码' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请先选择视频文件');

    const file = new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText(/视频文件/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: '上传并转码' }));
    await vi.waitFor(() => expect(calls).toContain('upload 12 晨练掠影 clip.mp4'));
    expect(await screen.findByText(/任务 9（晨练掠影，西湖区体育馆）/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: '在场馆视频页查看' });
    expect(link.getAttribute('href')).toBe('/videoCat?organId=12');
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('完成'))).toBe(true);
    expect(screen.getByText(/时长 3 秒/)).toBeTruthy();
  });
});
