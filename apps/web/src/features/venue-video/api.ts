/**
 * Venue videos (spec §7 "venue video list"; contracts/venue-video.ts):
 * - GET /api/data/venue/video/list?pageNum&pageSize&organId&keyword -> PageOf<VenueVideo>, newest first;
 * - GET /api/data/venue/video/{id} -> VenueVideo (404 '视频不存在或已删除' for an unknown id).
 * Rejections are lib/api-data ApiRequestError.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueVideo } from '@portal/contracts/venue-video';
import { getData } from '../../lib/api-data';

/** Videos per list page. */
export const VIDEO_PAGE_SIZE = 8;

export interface VideoListParams {
  organId: number | null;
  keyword: string;
  pageNum: number;
}

export function fetchVideoList({ organId, keyword, pageNum }: VideoListParams): Promise<PageOf<VenueVideo>> {
  return getData<PageOf<VenueVideo>>('/api/data/venue/video/list', {
    organId: organId ?? undefined,
    keyword,
    pageNum,
    pageSize: VIDEO_PAGE_SIZE,
  });
}

export function fetchVideo(id: number): Promise<VenueVideo> {
  return getData<VenueVideo>(`/api/data/venue/video/${id}`);
}

export const videoListQuery = (params: VideoListParams) =>
  queryOptions({ queryKey: ['venue-video', 'list', params], queryFn: () => fetchVideoList(params) });

export const videoQuery = (id: number) =>
  queryOptions({ queryKey: ['venue-video', 'detail', id], queryFn: () => fetchVideo(id) });
