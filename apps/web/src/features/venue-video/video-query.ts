/**
 * The /videoCat address (spec §2): `organId` (one venue's videos), `keyword` (title or venue name, at
 * most 50 characters), `pageNum` and `id` (the video in the player). Malformed values are dropped, so a
 * hand-edited address never becomes a 400.
 */
import { parseId } from '../../components/article/parse-id';

export interface VideoPageQuery {
  organId: number | null;
  keyword: string;
  pageNum: number;
  /** The chosen video; null = the first of the list. */
  id: number | null;
}

const MAX_KEYWORD = 50;
const MAX_PAGE = 100_000;

export function parseVideoQuery(params: URLSearchParams): VideoPageQuery {
  const rawPage = params.get('pageNum')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    organId: parseId(params.get('organId')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD),
    pageNum: page >= 1 && page <= MAX_PAGE ? page : 1,
    id: parseId(params.get('id')),
  };
}

/** The query string for `query` (defaults left out), e.g. '?organId=3&id=12'. */
export function videoQueryString(query: VideoPageQuery): string {
  const params = new URLSearchParams();
  if (query.organId !== null) params.set('organId', String(query.organId));
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.pageNum > 1) params.set('pageNum', String(query.pageNum));
  if (query.id !== null) params.set('id', String(query.id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** 75 -> '1:15'; 3725 -> '1:02:05'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 75 -> '1 分 15 秒' (for screen readers and captions). */
export function spokenDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (m === 0) return `${s} 秒`;
  return s === 0 ? `${m} 分钟` : `${m} 分 ${s} 秒`;
}
