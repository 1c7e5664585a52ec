/**
 * Whether this machine has the `ffmpeg` command (Debian package `ffmpeg`, which `.ci/run` and the README
 * install): the video tests run their transcodes only where it is, and say so when skipped.
 */
import { execFileSync } from 'node:child_process';

function probe(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** True when `ffmpeg -version` runs. */
export const hasFfmpeg = probe();
