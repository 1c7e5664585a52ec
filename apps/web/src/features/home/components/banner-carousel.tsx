/**
 * Home banner carousel (W3 brief; WCAG 2.2.2 Pause, Stop, Hide): antd Carousel that advances every
 * 5 s, pauses while hovered or focused, and has a visible pause/play button. It starts paused when the
 * visitor asks for reduced motion. Each slide is one link whose image alt is the banner title.
 *
 * The fade effect is used because it renders no cloned slides (the sliding effect clones slides that
 * would put duplicate links in the tab order); links of hidden slides are taken out of the tab order.
 * Data: contracts `Banner` { id, title, imageUrl, linkPath } — linkPath an in-site path or http(s) URL.
 */
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { Carousel } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@portal/contracts/content';
import './banner-carousel.css';

const AUTOPLAY_MS = 5000;
/** Seeded banners are 1200 × 400 (apps/server/src/seed/media/svg-images.ts). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

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
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [current, setCurrent] = useState(0);
  if (banners.length === 0) return null;
  const multiple = banners.length > 1;

  return (
    <section className="banner-carousel" aria-roledescription="轮播图" aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        焦点图
      </h2>
      <Carousel
        effect="fade"
        autoplay={multiple && playing}
        autoplaySpeed={AUTOPLAY_MS}
        pauseOnHover
        pauseOnFocus
        dots={multiple}
        beforeChange={(_, next) => setCurrent(next)}
      >
        {banners.map((banner, index) => (
          <div key={banner.id} className="banner-slide">
            <BannerLink linkPath={banner.linkPath} focusable={index === current}>
              <img
                src={banner.imageUrl}
                alt={banner.title}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                // The first slide is the page's largest paint: load it at once; the rest lazily.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </BannerLink>
          </div>
        ))}
      </Carousel>
      {multiple && (
        <button type="button" className="banner-toggle" onClick={() => setPlaying((value) => !value)}>
          {playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
          <span>{playing ? '暂停轮播' : '继续轮播'}</span>
        </button>
      )}
    </section>
  );
}
