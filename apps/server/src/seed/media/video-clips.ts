/**
 * The seed's venue video clips (docs/decisions/venue-opening.md "Venue video uploads"): four distinct 3 s
 * 320x180 clips that ffmpeg draws from its lavfi sources (testsrc2, smptebars, mandelbrot, cellauto; no
 * fonts needed) with a tone, each transcoded once through the upload path's transcodeToHls and stored by
 * writeHlsVideo, so seeded venue videos play real stored HLS the way uploaded ones do. Made once per machine
 * and cached in the temporary directory (cachedSeedClips), read once per process. Needs ffmpeg (Debian package `ffmpeg`): without it the
 * seed stops with SeedFfmpegMissing's message.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Transaction } from 'kysely';
import { writeHlsVideo } from '../../data/hls-video.js';
import type { Database } from '../../db/database.js';
import { fileUrl } from '../../lib/file-url.js';
import { playlistSeconds, transcodeToHls, type HlsFile, type HlsOutput } from '../../lib/video-hls.js';

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

/** The first line of `ffmpeg -version`; rejects with SeedFfmpegMissing when ffmpeg cannot run. */
async function ffmpegVersion(ffmpegPath: string): Promise<string> {
  try {
    return (await run(ffmpegPath, ['-version'])).stdout.split('\n')[0] ?? '';
  } catch (error) {
    throw new SeedFfmpegMissing(error);
  }
}

/** Makes and transcodes the clips (module comment); rejects with SeedFfmpegMissing when ffmpeg cannot run. */
export async function makeSeedClips(ffmpegPath = 'ffmpeg'): Promise<SeedClip[]> {
  await ffmpegVersion(ffmpegPath);
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

/** A clip file as cached on disk (bytes in base64). */
type CachedFile = Omit<HlsFile, 'body'> & { body: string };
const toDisk = (f: HlsFile): CachedFile => ({ ...f, body: f.body.toString('base64') });
const fromDisk = (f: CachedFile): HlsFile => ({ ...f, body: Buffer.from(f.body, 'base64') });

/**
 * The clips, from the machine's cache when an earlier process made them with the same ffmpeg, sources and
 * transcode (the key hashes ffmpeg's version line, SEED_CLIP_SOURCES and the source text of drawClip and
 * transcodeToHls), else made now and cached (written to a temporary name and renamed, so a reader never sees
 * half a file; a cache that cannot be written is skipped). Every seeding process (each API test file, each
 * e2e server) then pays the ffmpeg time once per machine, and all store the same bytes.
 */
export async function cachedSeedClips(ffmpegPath = 'ffmpeg', cacheDir = join(tmpdir(), 'portal-seed-clips')) {
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        await ffmpegVersion(ffmpegPath),
        SEED_CLIP_SOURCES,
        SEED_CLIP_SECONDS,
        drawClip.toString(),
        transcodeToHls.toString(),
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir, `${key}.json`);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { name: string; hls: Record<string, unknown> }[];
    return stored.map((clip) => {
      const hls = clip.hls as { playlist: CachedFile; segments: CachedFile[]; poster: CachedFile };
      return {
        name: clip.name,
        hls: { playlist: fromDisk(hls.playlist), segments: hls.segments.map(fromDisk), poster: fromDisk(hls.poster) },
      };
    });
  } catch {
    // Not cached yet (or unreadable): make them.
  }
  const clips = await makeSeedClips(ffmpegPath);
  const disk = clips.map((clip) => ({
    name: clip.name,
    hls: {
      playlist: toDisk(clip.hls.playlist),
      segments: clip.hls.segments.map(toDisk),
      poster: toDisk(clip.hls.poster),
    },
  }));
  try {
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(disk));
    await rename(temporary, file);
  } catch {
    // A read-only or full temporary directory: the next process makes them again.
  }
  return clips;
}

let cached: Promise<SeedClip[]> | undefined;

/** cachedSeedClips once per process (a failure is not kept: the next seed tries again). */
export function seedClips(): Promise<SeedClip[]> {
  cached ??= cachedSeedClips().catch((error: unknown) => {
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
