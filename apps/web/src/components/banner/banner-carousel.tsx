/**
 * Home banner carousel (WAI-ARIA carousel pattern; WCAG 2.2.2 Pause, Stop, Hide). Our own
 * rather than antd Carousel: react-slick weighs ~12 KB gzipped in the home page's first load
 * (target: <= 200 KB, docs/benchmarks.md).
 *
 * - Slides change every 5 s (one fades out, then the next fades in: the titles are in the images); autoplay pauses while the pointer is over the carousel or keyboard
 *   focus is inside it, and stops for good with the visible 暂停轮播 / 继续轮播 button. It starts paused
 *   when the visitor asks for reduced motion (and then does not animate).
 * - 上一张 / 下一张 buttons, one dot button per slide (aria-current on the shown one), and a swipe on
 *   touch screens move between slides. While not autoplaying, the slide area is a polite live region
 *   so a screen reader announces the slide the visitor moved to.
 * - Each slide is a group named "第 n 张，共 N 张"; only the shown one is exposed to assistive
 *   technology, and only its link is in the tab order. The image alt is the banner title.
 * Data: contracts `Banner` { id, title, imageUrl, linkPath } — linkPath an in-site path or http(s) URL.
 */
import { CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@portal/contracts/content';
import './banner-carousel.css';

/** Time each slide is shown while autoplaying, in ms. */
export const AUTOPLAY_MS = 5000;
/** Seeded banners are 1200 × 400 (apps/server/src/seed/media/svg-images.ts). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;
/** Horizontal travel (CSS px) that counts as a swipe. */
const SWIPE_PX = 40;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Link kinds a banner may carry; anything else (e.g. 'javascript:') is shown without a link. */
function BannerLink({ linkPath, focusable, children }: { linkPath: string; focusable: boolean; children: ReactNode }) {
  const tabIndex = focusable ? undefined : -1;
  if (linkPath.startsWith('/') && !linkPath.startsWith('//')) {
    return (
      <Link to={linkPath} className="banner-link" tabIndex={tabIndex}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(linkPath)) {
    return (
      <a href={linkPath} className="banner-link" target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
        {children}
        <span className="visually-hidden">（在新窗口打开）</span>
      </a>
    );
  }
  return <div className="banner-link">{children}</div>;
}

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const labelId = useId();
  const slidesId = useId();
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = banners.length;
  const multiple = count > 1;
  const autoplaying = multiple && playing && !hovered && !focused;
  const shown = count > 0 ? Math.min(current, count - 1) : 0;

  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setInterval(() => {
      // A hidden browser tab does not need to turn slides nobody sees.
      if (document.visibilityState !== 'hidden') setCurrent((index) => (index + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplaying, count, shown]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent(((index % count) + count) % count);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const travel = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(travel) >= SWIPE_PX) go(travel < 0 ? shown + 1 : shown - 1);
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription="轮播图"
      aria-labelledby={labelId}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h2 id={labelId} className="visually-hidden">
        焦点图
      </h2>
      <div
        id={slidesId}
        className="banner-slides"
        aria-live={autoplaying ? 'off' : 'polite'}
        onPointerDown={multiple ? onPointerDown : undefined}
        onPointerUp={multiple ? onPointerUp : undefined}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {banners.map((banner, index) => {
          const isShown = index === shown;
          return (
            <div
              key={banner.id}
              className={isShown ? 'banner-slide banner-slide--shown' : 'banner-slide'}
              role="group"
              aria-roledescription="幻灯片"
              aria-label={`第 ${index + 1} 张，共 ${count} 张`}
              aria-hidden={isShown ? undefined : true}
            >
              <BannerLink linkPath={banner.linkPath} focusable={isShown}>
                <img
                  src={banner.imageUrl}
                  alt={banner.title}
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  // The first slide is the page's largest paint: load it at once; the rest lazily.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                />
              </BannerLink>
            </div>
          );
        })}
      </div>
      {multiple && (
        <div className="banner-controls">
          <button
            type="button"
            className="banner-arrow banner-arrow--prev"
            aria-controls={slidesId}
            onClick={() => go(shown - 1)}
          >
            <LeftOutlined aria-hidden="true" />
            <span className="visually-hidden">上一张</span>
          </button>
          <button
            type="button"
            className="banner-arrow banner-arrow--next"
            aria-controls={slidesId}
            onClick={() => go(shown + 1)}
          >
            <RightOutlined aria-hidden="true" />
            <span className="visually-hidden">下一张</span>
          </button>
          <ul className="banner-dots" aria-label="选择幻灯片">
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className="banner-dot"
                  aria-controls={slidesId}
                  aria-current={index === shown ? 'true' : undefined}
                  onClick={() => go(index)}
                >
                  <span className="visually-hidden">{`第 ${index + 1} 张：${banner.title}`}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="banner-toggle" onClick={() => setPlaying((value) => !value)}>
            {playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
            <span>{playing ? '暂停轮播' : '继续轮播'}</span>
          </button>
        </div>
      )}
    </section>
  );
}
