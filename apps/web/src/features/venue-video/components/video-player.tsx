/**
 * The /videoCat player: a native <video> (its own controls stay available) fed by media-source.ts (MP4
 * directly; HLS natively or through lazily loaded hls.js), the video's title (h2, also the element's
 * accessible name) and facts, a toolbar of labelled buttons (play/pause, back/forward 10 s, mute) that
 * work with Tab + Enter/Space, and a polite status line saying what the player is doing. Errors show
 * in words with a retry button.
 *
 * `autoPlay`: start as soon as the video can play (the visitor chose it; browsers may still refuse, in
 * which case the status asks them to press 播放).
 */
import {
  CaretRightOutlined,
  MutedOutlined,
  PauseOutlined,
  SoundOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import type { VenueVideo } from '@portal/contracts/venue-video';
import { formatDate } from '../../../lib/format-date';
import { attachMediaSource, type PlaybackEngine } from '../media-source';
import { spokenDuration } from '../video-query';

export type PlayerState = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';

const STATE_TEXT: Record<Exclude<PlayerState, 'error'>, string> = {
  loading: '正在加载视频…',
  ready: '视频已就绪，请按“播放”开始',
  playing: '正在播放',
  paused: '已暂停',
  ended: '播放结束',
};

/** Seconds the back/forward buttons move. */
export const SEEK_STEP = 10;

export interface VideoPlayerProps {
  video: VenueVideo;
  autoPlay: boolean;
}

export const VideoPlayer = forwardRef<HTMLHeadingElement, VideoPlayerProps>(function VideoPlayer(
  { video, autoPlay },
  titleRef,
) {
  const titleId = useId();
  const mediaRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [error, setError] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const [engine, setEngine] = useState<PlaybackEngine | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { id, url, format } = video;

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    setError(null);
    setState('loading');
    media.autoplay = autoPlay;
    return attachMediaSource(
      media,
      { url, format },
      {
        onError: (message) => {
          setError(message);
          setState('error');
        },
        onEngine: setEngine,
      },
    );
  }, [id, url, format, autoPlay, attempt]);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const on = (type: string, handler: () => void) => {
      media.addEventListener(type, handler);
      return () => media.removeEventListener(type, handler);
    };
    const offs = [
      on('loadstart', () => setState((s) => (s === 'error' ? s : 'loading'))),
      on('canplay', () => setState((s) => (s === 'loading' ? (media.paused ? 'ready' : 'playing') : s))),
      on('waiting', () => setState('loading')),
      on('playing', () => setState('playing')),
      on('pause', () => setState((s) => (s === 'error' || media.ended ? s : 'paused'))),
      on('ended', () => setState('ended')),
      on('volumechange', () => setMuted(media.muted)),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  const media = () => mediaRef.current;
  const togglePlay = () => {
    const element = media();
    if (!element) return;
    if (element.paused || element.ended) void element.play().catch(() => setState('ready'));
    else element.pause();
  };
  const seek = (delta: number) => {
    const element = media();
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : video.durationSeconds;
    element.currentTime = Math.min(Math.max(0, element.currentTime + delta), end);
  };
  const toggleMute = () => {
    const element = media();
    if (element) element.muted = !element.muted;
  };

  const playing = state === 'playing';
  const facts = [
    video.venueName,
    `时长 ${spokenDuration(video.durationSeconds)}`,
    formatDate(video.publishTime) && `发布于 ${formatDate(video.publishTime)}`,
  ].filter(Boolean);

  return (
    <div className="video-player" data-state={state} data-engine={engine ?? undefined}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="video-player__title">
        {video.title}
      </h2>
      <p className="video-player__facts">{facts.join(' · ')}</p>
      <div className="video-player__frame">
        <video
          ref={mediaRef}
          className="video-player__media"
          aria-labelledby={titleId}
          controls
          playsInline
          preload="metadata"
          poster={video.coverUrl ?? undefined}
        />
      </div>
      <div className="video-player__toolbar" role="group" aria-label="播放控制">
        <Button
          onClick={togglePlay}
          icon={playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
          disabled={state === 'error'}
        >
          {playing ? '暂停' : '播放'}
        </Button>
        <Button
          onClick={() => seek(-SEEK_STEP)}
          icon={<StepBackwardOutlined aria-hidden="true" />}
          disabled={state === 'error'}
        >
          {`后退 ${SEEK_STEP} 秒`}
        </Button>
        <Button
          onClick={() => seek(SEEK_STEP)}
          icon={<StepForwardOutlined aria-hidden="true" />}
          disabled={state === 'error'}
        >
          {`前进 ${SEEK_STEP} 秒`}
        </Button>
        <Button
          onClick={toggleMute}
          icon={muted ? <MutedOutlined aria-hidden="true" /> : <SoundOutlined aria-hidden="true" />}
          aria-pressed={muted}
          disabled={state === 'error'}
        >
          静音
        </Button>
      </div>
      <p className="video-player__status muted-text" role="status">
        {state === 'error' ? '' : STATE_TEXT[state]}
      </p>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              重新加载
            </Button>
          }
        />
      )}
    </div>
  );
});
