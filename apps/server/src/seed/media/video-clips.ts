/**
 * The seed's venue video clips (docs/decisions/venue-opening.md "Venue video uploads"): four distinct 3 s
 * 320x180 clips that ffmpeg draws from its lavfi sources (testsrc2, smptebars, mandelbrot, cellauto; no
 * fonts needed) with a tone, each transcoded once through the upload path's transcodeToHls and stored by
 * writeHlsVideo, so seeded venue videos play real stored HLS the way uploaded ones do. Made once per process
 * (two seeds in one test run store identical bytes). Needs ffmpeg (Debian package `ffmpeg`): without it the
 * seed stops with SeedFfmpegMissing's message.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Transaction } from 'kysely';
import { writeHlsVideo } from '../../data/hls-video.js';
import type { Database } from '../../db/database.js';
import { fileUrl } from '../../lib/file-url.js';
import { playlistSeconds, transcodeToHls, type HlsOutput } from '../../lib/video-hls.js';

/** The lavfi video source of each clip and its tone (Hz). */
export const SEED_CLIP_SOURCES = [
  { name: 'testsrc2', source: 'testsrc2=size=320x180:rate=15', tone: 440 },
  { name: 'smptebars', source: 'smptebars=size=320x180:rate=15', tone: 523 },
  { name: 'mandelbrot', source: 'mandelbrot=size=320x180:rate=15', tone: 659 },
  { name: 'cellauto', source: 'cellauto=size=320x180:rate=15:rule=110:seed=1', tone: 784 },
] as const;
/** Seconds of each clip. */
export const SEED_CLIP_SECONDS = 3;

/** A transcoded seed clip. */
export interface SeedClip {
  name: string;
  hls: HlsOutput;
}

/** The seed could not run ffmpeg: says so in Chinese and English and names the Debian package. */
export class SeedFfmpegMissing extends Error {
  constructor(cause: unknown) {
    super(
      '生成种子数据需要 ffmpeg（场馆视频示例片段），请先安装：apt-get install ffmpeg。' +
        ' The seed needs ffmpeg to make the venue video clips; install the Debian package `ffmpeg` (apt-get install ffmpeg).',
      { cause },
    );
    this.name = 'SeedFfmpegMissing';
  }
}

const run = promisify(execFile);

/** Draws one clip as an MP4 (H.264 + AAC) and answers its bytes. */
async function drawClip(dir: string, clip: (typeof SEED_CLIP_SOURCES)[number], ffmpegPath: string): Promise<Buffer> {
  const out = join(dir, `${clip.name}.mp4`);
  // prettier-ignore
  await run(ffmpegPath, [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-y',
    '-f', 'lavfi', '-i', clip.source,
    '-f', 'lavfi', '-i', `sine=frequency=${clip.tone}`,
    '-t', String(SEED_CLIP_SECONDS),
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac',
    out,
  ]);
  return readFile(out);
}

/** Makes and transcodes the clips (module comment); rejects with SeedFfmpegMissing when ffmpeg cannot run. */
export async function makeSeedClips(ffmpegPath = 'ffmpeg'): Promise<SeedClip[]> {
  try {
    await run(ffmpegPath, ['-version']);
  } catch (error) {
    throw new SeedFfmpegMissing(error);
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-seed-clips-'));
  try {
    // All at once: each is a few short ffmpeg runs, mostly start-up, so they overlap well even on 2 cores.
    return await Promise.all(
      SEED_CLIP_SOURCES.map(async (clip) => ({
        name: clip.name,
        hls: await transcodeToHls(await drawClip(dir, clip, ffmpegPath), ffmpegPath),
      })),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let cached: Promise<SeedClip[]> | undefined;

/** makeSeedClips once per process (a failure is not kept: the next seed tries again). */
export function seedClips(): Promise<SeedClip[]> {
  cached ??= makeSeedClips().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** What a seeded venue video plays: a stored clip's playlist address, its poster and length. */
export interface SeedVideoSource {
  url: string;
  coverMediaId: number;
  durationSeconds: number;
}

/**
 * Stores `clips` in the seed's transaction `trx` as media rows numbered from `firstId` (writeHlsVideo),
 * created `at`; answers what each plays and the number of rows written.
 */
export async function storeSeedClips(
  trx: Transaction<Database>,
  clips: readonly SeedClip[],
  firstId: number,
  at: Date,
): Promise<{ sources: SeedVideoSource[]; rows: number }> {
  const sources: SeedVideoSource[] = [];
  let nextId = firstId;
  for (const clip of clips) {
    const stored = await writeHlsVideo(trx, clip.hls, `venue-clip-${clip.name}`, at, nextId);
    nextId += clip.hls.segments.length + 2;
    sources.push({
      url: fileUrl(stored.playlistId),
      coverMediaId: stored.posterId,
      durationSeconds: playlistSeconds(clip.hls.playlist.body.toString('utf8')),
    });
  }
  return { sources, rows: nextId - firstId };
}
