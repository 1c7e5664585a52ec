/**
 * The seed's venue video clips (video-clips.ts): without ffmpeg the seed stops with a Chinese and English
 * message naming the Debian package; with it, the four clips are distinct HLS outputs, cached on disk by the
 * first process and read back byte for byte by the next.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedSeedClips, makeSeedClips, SEED_CLIP_SOURCES } from './video-clips.js';
import { hasFfmpeg } from '../../../test/ffmpeg-available.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'seed-clip-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('seed video clips', () => {
  it('stops with a Chinese and English message naming the Debian package when ffmpeg is missing', async () => {
    const missing = '/nonexistent/ffmpeg';
    await expect(makeSeedClips(missing)).rejects.toThrow(
      /需要 ffmpeg.*apt-get install ffmpeg.*Debian package `ffmpeg`/,
    );
    await expect(cachedSeedClips(missing, cacheDir)).rejects.toMatchObject({ name: 'SeedFfmpegMissing' });
  });

  it.skipIf(!hasFfmpeg)(
    'makes four distinct clips once and reads them back from the cache',
    async () => {
      const made = await cachedSeedClips('ffmpeg', cacheDir);
      expect(made.map((c) => c.name)).toEqual(SEED_CLIP_SOURCES.map((c) => c.name));
      expect(new Set(made.map((c) => c.hls.segments[0]!.body.toString('base64'))).size).toBe(4);
      expect(readdirSync(cacheDir).filter((f) => f.endsWith('.json'))).toHaveLength(1);
      const read = await cachedSeedClips('ffmpeg', cacheDir);
      for (const [i, clip] of read.entries()) {
        expect(clip.hls.playlist.body.equals(made[i]!.hls.playlist.body)).toBe(true);
        expect(clip.hls.poster.body.equals(made[i]!.hls.poster.body)).toBe(true);
        expect(clip.hls.segments.map((s) => s.body.length)).toEqual(made[i]!.hls.segments.map((s) => s.body.length));
      }
    },
    60_000,
  );
});
