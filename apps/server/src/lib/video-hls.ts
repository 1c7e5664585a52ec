/**
 * Venue video to HLS (docs/decisions/venue-opening.md "Venue video uploads"; spec §2 /videoCat): the building block the
 * upload worker (modules/content-admin video-job.worker.ts) and the seed (seed/media/video-clips.ts) share. `sniffVideo` decides the container from the bytes; `transcodeToHls`
 * runs ffmpeg (Debian package `ffmpeg`) as a child process, never on the event loop, in a private temporary
 * directory it removes afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Containers accepted for venue videos, decided from the bytes. */
export type VideoContainer = 'video/mp4' | 'video/quicktime' | 'video/webm';

/**
 * The container of `bytes`, or undefined: MP4/MOV by their ISO-BMFF `ftyp` box (brand `qt  ` is MOV),
 * WebM by the EBML magic 1A 45 DF A3 with the `webm` doctype in the header.
 */
export function sniffVideo(bytes: Buffer): VideoContainer | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp')
    return bytes.toString('latin1', 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3 && bytes.subarray(0, 64).includes('webm'))
    return 'video/webm';
  return undefined;
}

/** One HLS output file: its name in the playlist and its bytes. */
export interface HlsFile {
  name: string;
  mime: string;
  body: Buffer;
}

/** The result of a transcode: the media playlist, its segments in order, and a JPEG poster frame. */
export interface HlsOutput {
  playlist: HlsFile;
  segments: HlsFile[];
  poster: HlsFile;
}

/** Seconds per HLS segment (Apple's authoring guide asks for about 6; shorter starts sooner). */
export const HLS_SEGMENT_SECONDS = 4;

/** Runs `ffmpeg` with `args`; resolves on exit 0, rejects with the tail of stderr otherwise (or when it is missing). */
export function runFfmpeg(args: readonly string[], ffmpegPath = 'ffmpeg'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * Transcodes `input` (any container ffmpeg reads) to one HLS rendition: H.264 (main profile, at most 720 px
 * high, never enlarged, even dimensions) and AAC 128 kb/s stereo when the input has sound, MPEG-TS segments of
 * HLS_SEGMENT_SECONDS, a VOD playlist; plus a JPEG poster from the first second. Rejects when ffmpeg fails
 * (unreadable input) or is missing.
 */
export async function transcodeToHls(input: Buffer, ffmpegPath = 'ffmpeg'): Promise<HlsOutput> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-hls-'));
  try {
    const source = join(dir, 'source');
    await writeFile(source, input);
    // Kept as option/value pairs on a line each, as ffmpeg documents them (prettier would put one word a line).
    // prettier-ignore
    await runFfmpeg(
      [
        '-i', source,
        '-map', '0:v:0', '-map', '0:a:0?',
        '-vf', "scale=-2:'min(720,ih)'",
        '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
        // A key frame at every segment boundary so each segment starts playable.
        '-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
        '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
        '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
        '-hls_segment_filename', join(dir, 'seg-%03d.ts'),
        join(dir, 'index.m3u8'),
      ],
      ffmpegPath,
    );
    await runFfmpeg(
      [
        '-ss',
        '0.5',
        '-i',
        source,
        '-frames:v',
        '1',
        '-vf',
        "scale=-2:'min(720,ih)'",
        '-q:v',
        '3',
        join(dir, 'poster.jpg'),
      ],
      ffmpegPath,
    ).catch(() =>
      // A clip shorter than half a second: its first frame.
      runFfmpeg(['-i', source, '-frames:v', '1', '-q:v', '3', join(dir, 'poster.jpg')], ffmpegPath),
    );
    const names = (await readdir(dir)).filter((n) => n.endsWith('.ts')).sort();
    const read = async (name: string, mime: string): Promise<HlsFile> => ({
      name,
      mime,
      body: await readFile(join(dir, name)),
    });
    return {
      playlist: await read('index.m3u8', 'application/vnd.apple.mpegurl'),
      segments: await Promise.all(names.map((n) => read(n, 'video/mp2t'))),
      poster: await read('poster.jpg', 'image/jpeg'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whole seconds of an HLS media playlist: the sum of its #EXTINF durations, rounded, at least 1. */
export function playlistSeconds(playlist: string): number {
  let total = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([0-9.]+)/gm)) total += Number(match[1]);
  return Math.max(1, Math.round(total));
}
