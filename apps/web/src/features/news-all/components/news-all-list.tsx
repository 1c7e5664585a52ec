/**
 * The items of the all-news list: kind, title (linking to the item's own detail page, ./kind-links.ts),
 * publish date (Asia/Shanghai) and summary.
 */
import type { NewsAllItem } from '@portal/contracts/news-all';
import { NEWS_ALL_KIND_NAMES } from '@portal/contracts/news-all.codes';
import { Link } from 'react-router';
import { ToneTag } from '../../../components/status-tag/tone-tag';
import { formatDate } from '../../../lib/format-date';
import { NEWS_ALL_DETAIL } from '../kind-links';

export function NewsAllList({ items }: { items: readonly NewsAllItem[] }) {
  return (
    <ul className="news-all-list">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="news-all-item">
          <div className="news-all-item-head">
            <ToneTag tone="blue" data-kind={item.kind}>
              {NEWS_ALL_KIND_NAMES[item.kind]}
            </ToneTag>
            <h2 className="news-all-item-title">
              <Link to={NEWS_ALL_DETAIL[item.kind](item.id)}>{item.title}</Link>
            </h2>
            <time className="news-all-item-date muted-text" dateTime={item.publishTime}>
              {formatDate(item.publishTime)}
            </time>
          </div>
          {item.summary && <p className="news-all-item-summary">{item.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
