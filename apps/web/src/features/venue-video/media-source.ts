/**
 * Puts a venue video into a <video> element (the video view of spec §2 /videoCat plays HLS through hls.js and MP4):
 * - MP4: the element plays the file itself (`src`).
 * - HLS (.m3u8): the browser's own HLS when `canPlayType('application/vnd.apple.mpegurl')` answers
 *   (Safari, iOS, recent Chromium); if that fails before any metadata arrives, hls.js takes over.
 *   Otherwise hls.js over Media Source Extensions, loaded on demand (`import('hls.js')`, its own chunk:
 *   pages and MP4 playback never download it). Fatal hls.js network errors retry loading once, media
 *   errors try hls.js's recovery once; anything else is reported.
 * Returns a detach function that stops loading and frees the element (call before the next video).
 */
import type { VideoFormat } from '@portal/contracts/venue-video.codes';
import type HlsType from 'hls.js/light';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export type PlaybackEngine = 'mp4' | 'native-hls' | 'hls.js';

export interface MediaSourceOptions {
  /** Called once when the video cannot be played (message in Chinese). */
  onError: (message: string) => void;
  /** Told which engine plays the video (for tests and diagnostics). */
  onEngine?: (engine: PlaybackEngine) => void;
  /** How hls.js is loaded; tests pass a fake. */
  loadHls?: () => Promise<{ default: typeof HlsType }>;
}

export const UNSUPPORTED_MESSAGE = '当前浏览器不支持播放该视频，请更换浏览器后重试';
export const LOAD_FAILED_MESSAGE = '视频加载失败，请检查网络后重试';

// The light build: VOD playback without subtitles, alternate audio or DRM (~40 % smaller).
const defaultLoadHls = () => import('hls.js/light');

function release(media: HTMLVideoElement): void {
  media.removeAttribute('src');
  try {
    media.load();
  } catch {
    // jsdom and some browsers throw on load() of an element without a source: nothing to free then.
  }
}

/**
 * Attach `video` to `media` and return the detach function at once (hls.js, when needed, is set up
 * once its chunk has loaded, unless detach was called in between).
 */
export function attachMediaSource(
  media: HTMLVideoElement,
  video: { url: string; format: VideoFormat },
  { onError, onEngine, loadHls = defaultLoadHls }: MediaSourceOptions,
): () => void {
  let detached = false;
  let hls: HlsType | null = null;
  const cleanups: Array<() => void> = [];
  const detach = () => {
    detached = true;
    cleanups.forEach((cleanup) => cleanup());
    hls?.destroy();
    hls = null;
    release(media);
  };

  const startHlsJs = async () => {
    let Hls: typeof HlsType;
    try {
      Hls = (await loadHls()).default;
    } catch {
      if (!detached) onError(LOAD_FAILED_MESSAGE);
      return;
    }
    if (detached) return;
    if (!Hls.isSupported()) {
      onError(UNSUPPORTED_MESSAGE);
      return;
    }
    onEngine?.('hls.js');
    const instance = new Hls({ enableWorker: true });
    hls = instance;
    let networkRetried = false;
    let mediaRecovered = false;
    instance.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.NETWORK_ERROR && !networkRetried) {
        networkRetried = true;
        instance.startLoad();
      } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
        mediaRecovered = true;
        instance.recoverMediaError();
      } else {
        onError(data.type === Hls.ErrorTypes.NETWORK_ERROR ? LOAD_FAILED_MESSAGE : UNSUPPORTED_MESSAGE);
        instance.destroy();
        if (hls === instance) hls = null;
      }
    });
    instance.loadSource(video.url);
    instance.attachMedia(media);
  };

  /** Element errors of MP4 and native HLS playback, reported once in words. */
  const reportElementErrors = () => {
    const onElementError = () => {
      if (detached) return;
      // MEDIA_ERR_NETWORK (2) is a loading problem; aborted (1), decode (3) and unsupported (4) are not.
      onError(media.error?.code === 2 ? LOAD_FAILED_MESSAGE : UNSUPPORTED_MESSAGE);
    };
    media.addEventListener('error', onElementError, { once: true });
    cleanups.push(() => media.removeEventListener('error', onElementError));
  };

  if (video.format === 'mp4') {
    onEngine?.('mp4');
    reportElementErrors();
    media.src = video.url;
    return detach;
  }

  if (media.canPlayType(HLS_MIME) !== '') {
    onEngine?.('native-hls');
    // If the browser's own HLS gives up before any metadata, hls.js takes over; later errors are reported.
    const onNativeError = () => {
      if (detached) return;
      cleanups.forEach((cleanup) => cleanup());
      cleanups.length = 0;
      if (media.readyState > 0) {
        onError(media.error?.code === 2 ? LOAD_FAILED_MESSAGE : UNSUPPORTED_MESSAGE);
        return;
      }
      release(media);
      void startHlsJs();
    };
    media.addEventListener('error', onNativeError, { once: true });
    cleanups.push(() => media.removeEventListener('error', onNativeError));
    media.src = video.url;
    return detach;
  }

  void startHlsJs();
  return detach;
}
