/**
 * Result list of news and notices: title, summary, cover thumbnail, source, date
 * YYYY-MM-DD in Asia/Shanghai. Each title is an h2 linking to `detailHref(id)`.
 * Items: `ArticleListItem` of @portal/contracts/content (coverUrl null -> no thumbnail).
 */
import { Link } from 'react-router';
import type { ArticleListItem } from '@portal/contracts/content';
import { formatDate } from '../../lib/format-date';
import './article-list.css';

export function ArticleList({
  items,
  detailHref,
}: {
  items: readonly ArticleListItem[];
  /** The detail page of an item (a catalogue href builder, @portal/contracts/pages.codes.ts). */
  detailHref: (id: number) => string;
}) {
  return (
    <ul className="article-list">
      {items.map((item) => (
        <li key={item.id} className="article-list-item">
          {item.coverUrl && (
            <img
              className="article-list-cover"
              src={item.coverUrl}
              alt={`封面图：${item.title}`}
              width={192}
              height={120}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className="article-list-text">
            <h2 className="article-list-title">
              <Link to={detailHref(item.id)}>{item.title}</Link>
            </h2>
            {item.summary && <p className="article-list-summary">{item.summary}</p>}
            <p className="article-list-meta muted-text">
              {item.category && <span className="article-list-category">{item.category}</span>}
              {item.source && <span>来源：{item.source}</span>}
              <time dateTime={formatDate(item.publishTime)}>{formatDate(item.publishTime)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
