/**
 * The home page's latest-content lists: news with cover thumbnails, notices, and policies
 * with their 效力状态 tag. Dates are YYYY-MM-DD in Asia/Shanghai. Titles link to each detail page.
 */
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import type { ArticleListItem, RegulationListItem } from '@portal/contracts/content';
import { RegulationStatusTag } from '../../../components/status-tag/regulation-status-tag';
import { formatDate } from '../../../lib/format-date';

/** Cover thumbnails are 480 × 300 images (16:10) shown at 128 × 80. */
export function LatestNewsList({ items }: { items: readonly ArticleListItem[] }) {
  return (
    <ul className="home-news">
      {items.map((item) => (
        <li key={item.id} className="home-news-item">
          {item.coverUrl ? (
            <img
              src={item.coverUrl}
              alt={`封面图：${item.title}`}
              width={128}
              height={80}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="home-news-nocover" aria-hidden="true" />
          )}
          <div className="home-news-text">
            <Link to={catalogue.newsDetail.href({ id: item.id })}>{item.title}</Link>
            <time className="muted-text" dateTime={formatDate(item.publishTime)}>
              {formatDate(item.publishTime)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Rows as tall as the news list's items (cover box + two lines), shown while the news load. */
export function LatestNewsLoadingRows({ count }: { count: number }) {
  return (
    <ul className="home-news" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="home-news-item">
          <span className="home-news-nocover" />
          <span className="home-news-text home-news-loading-text">
            <span className="home-block-loading-line" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function LatestNoticeList({ items }: { items: readonly ArticleListItem[] }) {
  return (
    <ul className="home-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={catalogue.noticeDetail.href({ id: item.id })}>{item.title}</Link>
          <time className="muted-text" dateTime={formatDate(item.publishTime)}>
            {formatDate(item.publishTime)}
          </time>
        </li>
      ))}
    </ul>
  );
}

export function LatestRegulationList({ items }: { items: readonly RegulationListItem[] }) {
  return (
    <ul className="home-list">
      {items.map((item) => (
        <li key={item.id}>
          <RegulationStatusTag status={item.status} />
          <Link to={catalogue.regulationDetail.href({ id: item.id })}>{item.title}</Link>
          <time className="muted-text" dateTime={formatDate(item.publishDate)}>
            {formatDate(item.publishDate)}
          </time>
        </li>
      ))}
    </ul>
  );
}
