/**
 * The HLS building block (lib/video-hls.ts): a 1 s 160x90 clip made by ffmpeg in the test becomes a VOD
 * playlist naming its MPEG-TS segments and a JPEG poster; the sniffer tells MP4, MOV and WebM from their bytes
 * and refuses others; bytes ffmpeg cannot read reject; stored (media.commands.ts storeHlsVideo), the playlist,
 * a segment and the poster are served by /api_/ow/file with their types (SQLite, or PostgreSQL with DATABASE_URL). Skipped where ffmpeg is not installed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../../../test/auth-test-app.js';
import { fileUrl } from '../file/file-url.js';
import { storeHlsVideo } from './media.commands.js';
import { sniffVideo, transcodeToHls } from '../../lib/video-hls.js';
import { hasFfmpeg } from '../../../test/ffmpeg-available.js';

/** A 1 s 160x90 test pattern with a tone, in the container `ext` names. */
function tinyClip(ext: 'mp4' | 'webm' | 'mov'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'clip-'));
  try {
    const out = join(dir, `clip.${ext}`);
    const codecs = ext === 'webm' ? ['-c:v', 'libvpx', '-c:a', 'libopus'] : ['-c:v', 'libx264', '-c:a', 'aac'];
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=15:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ...codecs,
      '-shortest',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!hasFfmpeg)('media-video-hls', () => {
  it('sniffs MP4, MOV and WebM from the bytes and refuses a PNG or text', () => {
    expect(sniffVideo(tinyClip('mp4'))).toBe('video/mp4');
    expect(sniffVideo(tinyClip('mov'))).toBe('video/quicktime');
    expect(sniffVideo(tinyClip('webm'))).toBe('video/webm');
    expect(sniffVideo(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeUndefined();
    expect(sniffVideo(Buffer.from('not a video at all'))).toBeUndefined();
  });

  it('transcodes a tiny clip to a VOD playlist, its segments and a JPEG poster', async () => {
    const out = await transcodeToHls(tinyClip('webm'));
    const playlist = out.playlist.body.toString('utf8');
    expect(playlist).toMatch(/^#EXTM3U/);
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(out.segments.length).toBeGreaterThan(0);
    for (const seg of out.segments) {
      expect(playlist).toContain(seg.name);
      expect(seg.body[0]).toBe(0x47); // MPEG-TS sync byte
    }
    expect(out.poster.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('rejects bytes ffmpeg cannot read', async () => {
    await expect(transcodeToHls(Buffer.from('ftypisomgarbage'))).rejects.toThrow(/ffmpeg exited/);
  });
});

describe.skipIf(!hasFfmpeg)('storeHlsVideo (API, this database)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t?.close());

  it('serves the playlist, its segments and the poster from /api_/ow/file with their types, cached for a year', async () => {
    const out = await transcodeToHls(tinyClip('mp4'));
    const actor = { userName: 'cms_editor', ip: '127.0.0.1', now: t.clock.now };
    const stored = await storeHlsVideo(t.database.db, out, '晨练', actor);
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const playlist = await get(fileUrl(stored.playlistId));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toContain('immutable');
    expect(playlist.headers['content-disposition']).toMatch(/^inline/);
    const segmentUrls = playlist.body.split('\n').filter((line) => line.startsWith('/api_/ow/file/'));
    expect(segmentUrls).toHaveLength(out.segments.length);
    const segment = await get(segmentUrls[0]!);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toContain('video/mp2t');
    expect(segment.rawPayload.equals(out.segments[0]!.body)).toBe(true);
    const poster = await get(fileUrl(stored.posterId));
    expect(poster.headers['content-type']).toContain('image/jpeg');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'cms_media_upload')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toContain(`media=${stored.playlistId} hls`);
  });
});
