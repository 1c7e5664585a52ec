/**
 * Writes a transcoded video (lib/video-hls.ts) as `media` rows inside a command's transaction
 * (docs/decisions/venue-opening.md "Venue video uploads"): shared by the back office's upload
 * (modules/content-admin media.commands.ts storeHlsVideo, which audits it) and the seed (its clips).
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { fileUrl } from '../lib/file-url.js';
import type { HlsOutput } from '../lib/video-hls.js';

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** Where a stored HLS video is: its playlist's and poster's media ids. */
export interface StoredHlsVideo {
  playlistId: number;
  posterId: number;
}

/**
 * Inserts a transcoded video (lib/video-hls.ts) as media rows in `trx`, created `at`: each segment
 * (video/mp2t), the JPEG poster, then the playlist (application/vnd.apple.mpegurl) whose segment lines (ffmpeg
 * writes names relative to the playlist) are rewritten to the segments' file addresses, so the served playlist
 * resolves wherever it is fetched from. Names start with `stem`. Ids are the database's, or consecutive from
 * `firstId` when given (the seed, which numbers its media rows itself). Not audited: see storeHlsVideo.
 */
export async function writeHlsVideo(
  trx: Transaction<Database>,
  video: HlsOutput,
  stem: string,
  at: Date,
  firstId?: number,
): Promise<StoredHlsVideo> {
  let nextId = firstId;
  const insert = async (fileName: string, mime: string, body: Buffer) =>
    (
      await trx
        .insertInto('media')
        .values({
          ...(nextId === undefined ? {} : { id: nextId++ }),
          file_name: fileName,
          mime,
          size: body.length,
          body,
          created_at: at.toISOString(),
          sha256: sha256(body),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const segmentUrl = new Map<string, string>();
  for (const seg of video.segments)
    segmentUrl.set(seg.name, fileUrl(await insert(`${stem}-${seg.name}`, seg.mime, seg.body)));
  const posterId = await insert(`${stem}-poster.jpg`, video.poster.mime, video.poster.body);
  const playlist = video.playlist.body
    .toString('utf8')
    .split('\n')
    .map((line) => segmentUrl.get(line.trim()) ?? line)
    .join('\n');
  const playlistId = await insert(`${stem}.m3u8`, video.playlist.mime, Buffer.from(playlist, 'utf8'));
  return { playlistId, posterId };
}
