/**
 * The /videoCat address (spec §2): `organId` (one venue's videos), `keyword` (title or venue name, at
 * most 50 characters), `pageNum` and `id` (the video in the player). Malformed values are dropped, so a
 * hand-edited address never becomes a 400 (lib/url-state.ts).
 */
import { id, int, text, urlStateSpec, type UrlState } from '../../lib/url-state';

/**
 * The page's URL state, written in this order. Choosing a video (`id`) keeps the list's page; a new
 * keyword or venue returns to page 1.
 */
export const VIDEO_URL_STATE = urlStateSpec(
  {
    organId: id,
    keyword: text(50),
    /** At most six digits, 1..100000. */
    pageNum: int({ min: 1, max: 100_000, default: 1, maxDigits: 6 }),
    /** The chosen video; null = the first of the list. */
    id,
  },
  { keepPage: ['id'] },
);

export type VideoPageQuery = UrlState<typeof VIDEO_URL_STATE>;

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
