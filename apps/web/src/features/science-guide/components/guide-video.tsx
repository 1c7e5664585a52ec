/**
 * The video of a lecture or teaching entry: a native <video> with its own keyboard-operable controls
 * (the MP4 plays in every browser the portal supports), a captions track when the clip has speech, and
 * the title as its accessible name. The venue-video player (features/venue-video) adds HLS and a
 * playlist, which single clips do not need; features do not import each other.
 */
export function GuideVideo({ src, captions, title }: { src: string; captions: string | null; title: string }) {
  return (
    <video className="guide-video" controls preload="metadata" aria-label={`视频：${title}`} src={src}>
      {captions && <track kind="captions" src={captions} srcLang="zh" label="中文字幕" default />}
      您的浏览器不支持视频播放。
    </video>
  );
}
