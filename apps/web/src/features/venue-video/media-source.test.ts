import { describe, expect, it, vi } from 'vitest';
import type HlsType from 'hls.js/light';
import { attachMediaSource, LOAD_FAILED_MESSAGE, UNSUPPORTED_MESSAGE, type PlaybackEngine } from './media-source';

const HLS_URL = '/media/videos/venue-sample/index.m3u8';
const MP4_URL = '/media/videos/venue-sample.mp4';

/** A stand-in for hls.js: records calls; `emit` fires an ERROR event. */
function fakeHls(supported = true) {
  const instances: FakeHls[] = [];
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    static isSupported = () => supported;
    handlers: Record<string, (event: string, data: unknown) => void> = {};
    loadSource = vi.fn();
    attachMedia = vi.fn();
    startLoad = vi.fn();
    recoverMediaError = vi.fn();
    destroy = vi.fn();
    constructor() {
      instances.push(this);
    }
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers[event] = handler;
    }
    emit(data: { fatal: boolean; type: string }) {
      this.handlers[FakeHls.Events.ERROR]?.(FakeHls.Events.ERROR, data);
    }
  }
  const loadHls = vi.fn(() => Promise.resolve({ default: FakeHls as unknown as typeof HlsType }));
  return { instances, loadHls };
}

/** A <video> whose native HLS support is `nativeHls` ('' = none); load() is a no-op (jsdom has none). */
function mediaElement(nativeHls: '' | 'maybe' = '') {
  const media = document.createElement('video');
  media.canPlayType = (type: string) => (type === 'application/vnd.apple.mpegurl' ? nativeHls : '');
  media.load = vi.fn();
  return media;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function options(loadHls: ReturnType<typeof fakeHls>['loadHls']) {
  const engines: PlaybackEngine[] = [];
  const onError = vi.fn();
  return { engines, onError, opts: { onError, onEngine: (engine: PlaybackEngine) => engines.push(engine), loadHls } };
}

describe('attachMediaSource', () => {
  it('plays MP4 through the element itself and never loads hls.js', () => {
    const { loadHls } = fakeHls();
    const { engines, opts } = options(loadHls);
    const media = mediaElement('maybe');
    const detach = attachMediaSource(media, { url: MP4_URL, format: 'mp4' }, opts);
    expect(media.getAttribute('src')).toBe(MP4_URL);
    expect(engines).toEqual(['mp4']);
    expect(loadHls).not.toHaveBeenCalled();
    detach();
    expect(media.hasAttribute('src')).toBe(false);
  });

  it('reports an MP4 the element cannot play', () => {
    const { loadHls } = fakeHls();
    const { onError, opts } = options(loadHls);
    const media = mediaElement();
    attachMediaSource(media, { url: MP4_URL, format: 'mp4' }, opts);
    media.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledWith(UNSUPPORTED_MESSAGE);
  });

  it('uses the browser HLS when it has one, and hls.js when that fails before metadata', async () => {
    const { instances, loadHls } = fakeHls();
    const { engines, opts } = options(loadHls);
    const media = mediaElement('maybe');
    attachMediaSource(media, { url: HLS_URL, format: 'hls' }, opts);
    expect(media.getAttribute('src')).toBe(HLS_URL);
    expect(loadHls).not.toHaveBeenCalled();

    media.dispatchEvent(new Event('error'));
    await flush();
    expect(loadHls).toHaveBeenCalledTimes(1);
    expect(engines).toEqual(['native-hls', 'hls.js']);
    expect(instances[0]!.loadSource).toHaveBeenCalledWith(HLS_URL);
    expect(instances[0]!.attachMedia).toHaveBeenCalledWith(media);
  });

  it('loads hls.js on demand without native HLS, and destroys it on detach', async () => {
    const { instances, loadHls } = fakeHls();
    const { engines, opts } = options(loadHls);
    const media = mediaElement();
    const detach = attachMediaSource(media, { url: HLS_URL, format: 'hls' }, opts);
    await flush();
    expect(engines).toEqual(['hls.js']);
    expect(instances).toHaveLength(1);
    detach();
    expect(instances[0]!.destroy).toHaveBeenCalled();
  });

  it('does not start hls.js when detached while its code was loading', async () => {
    const { instances, loadHls } = fakeHls();
    const { opts } = options(loadHls);
    const detach = attachMediaSource(mediaElement(), { url: HLS_URL, format: 'hls' }, opts);
    detach();
    await flush();
    expect(instances).toHaveLength(0);
  });

  it('says so when neither native HLS nor Media Source Extensions are available', async () => {
    const { loadHls } = fakeHls(false);
    const { onError, opts } = options(loadHls);
    attachMediaSource(mediaElement(), { url: HLS_URL, format: 'hls' }, opts);
    await flush();
    expect(onError).toHaveBeenCalledWith(UNSUPPORTED_MESSAGE);
  });

  it('retries a fatal network error once, then reports it', async () => {
    const { instances, loadHls } = fakeHls();
    const { onError, opts } = options(loadHls);
    attachMediaSource(mediaElement(), { url: HLS_URL, format: 'hls' }, opts);
    await flush();
    const hls = instances[0]!;
    hls.emit({ fatal: false, type: 'networkError' });
    expect(hls.startLoad).not.toHaveBeenCalled();
    hls.emit({ fatal: true, type: 'networkError' });
    expect(hls.startLoad).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    hls.emit({ fatal: true, type: 'networkError' });
    expect(onError).toHaveBeenCalledWith(LOAD_FAILED_MESSAGE);
    expect(hls.destroy).toHaveBeenCalled();
  });

  it('tries media recovery once on a fatal media error', async () => {
    const { instances, loadHls } = fakeHls();
    const { onError, opts } = options(loadHls);
    attachMediaSource(mediaElement(), { url: HLS_URL, format: 'hls' }, opts);
    await flush();
    instances[0]!.emit({ fatal: true, type: 'mediaError' });
    expect(instances[0]!.recoverMediaError).toHaveBeenCalledTimes(1);
    instances[0]!.emit({ fatal: true, type: 'mediaError' });
    expect(onError).toHaveBeenCalledWith(UNSUPPORTED_MESSAGE);
  });

  it('reports a failed download of the hls.js chunk', async () => {
    const { onError, opts } = options(vi.fn(() => Promise.reject(new Error('ChunkLoadError'))));
    attachMediaSource(mediaElement(), { url: HLS_URL, format: 'hls' }, opts);
    await flush();
    expect(onError).toHaveBeenCalledWith(LOAD_FAILED_MESSAGE);
  });
});
