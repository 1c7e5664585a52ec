/**
 * Reads venue videos (table venue_video) with their venue's name (spec §7 "venue video list",
 * §2 /videoCat). Order: publish_time descending (newest first), then id descending. Filters: organId,
 * keyword (case-insensitive substring of the title or the venue name; escaped LIKE, so 1-2 Chinese
 * characters work). Every request value is a bound parameter.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { substringMatch } from '../../db/substring-match.js';

export interface VideoRow {
  id: number;
  organ_id: number;
  venue_name: string;
  title: string;
  url: string;
  format: string;
  cover_media_id: number | null;
  duration_seconds: number;
  publish_time: string;
}

export interface VideoSearch {
  organId?: number;
  /** Trimmed, non-blank. */
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const VIDEO_COLUMNS = [
  'vv.id',
  'vv.organ_id',
  'v.name as venue_name',
  'vv.title',
  'vv.url',
  'vv.format',
  'vv.cover_media_id',
  'vv.duration_seconds',
  'vv.publish_time',
] as const;

const videos = (db: Kysely<Database>) =>
  db.selectFrom('venue_video as vv').innerJoin('venue as v', 'v.organ_id', 'vv.organ_id');

/** One page of videos, newest first, and the number matching. */
export async function listVideos(
  db: Kysely<Database>,
  search: VideoSearch,
): Promise<{ rows: VideoRow[]; total: number }> {
  let base = videos(db);
  if (search.organId !== undefined) base = base.where('vv.organ_id', '=', search.organId);
  if (search.keyword !== undefined) base = base.where(substringMatch(['vv.title', 'v.name'], search.keyword));
  const rows = base
    .select(VIDEO_COLUMNS)
    .orderBy('vv.publish_time', 'desc')
    .orderBy('vv.id', 'desc')
    .limit(search.pageSize)
    .offset((search.pageNum - 1) * search.pageSize)
    .execute();
  const total = base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const [list, count] = await Promise.all([rows, total]);
  return { rows: list, total: Number(count.total) };
}

/** The video with `id` and its venue's name, or undefined. */
export async function findVideo(db: Kysely<Database>, id: number): Promise<VideoRow | undefined> {
  return videos(db).select(VIDEO_COLUMNS).where('vv.id', '=', id).executeTakeFirst();
}
