/**
 * The HLS building block (media-video-hls.ts): a 1 s 160x90 clip made by ffmpeg in the test becomes a VOD
 * playlist naming its MPEG-TS segments and a JPEG poster; the sniffer tells MP4, MOV and WebM from their bytes
 * and refuses others; bytes ffmpeg cannot read reject. Skipped where ffmpeg is not installed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffVideo, transcodeToHls } from './media-video-hls.js';

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

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
