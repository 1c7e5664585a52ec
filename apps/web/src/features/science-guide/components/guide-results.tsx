/**
 * Result list of a guidance list page: each entry's title (h2) links to SFGDetail with `from` = the list
 * page's name (spec §2 Breadcrumb rule 7: the detail's middle crumb), then summary and facts: topic,
 * speaker, date, article/video with minutes, and for plans level, age group and weeks.
 */
import { Link } from 'react-router';
import type { ScienceGuideListItem } from '@portal/contracts/science-guide';
import { catalogue } from '@portal/contracts/pages.codes';
import { formatDate } from '../../../lib/format-date';

export function GuideResults({ items, from }: { items: readonly ScienceGuideListItem[]; from: string }) {
  return (
    <ul className="guide-list">
      {items.map((item) => (
        <li key={item.id} className="guide-list-item">
          <h2 className="guide-list-title">
            <Link to={catalogue.scienceGuideDetail.href({ id: item.id, from })}>{item.title}</Link>
          </h2>
          <p className="guide-list-summary">{item.summary}</p>
          <p className="guide-list-meta muted-text">
            <span>{item.category}</span>
            {item.kind === 'plan' ? (
              <span>
                {item.ageGroup} · {item.level} · {item.weeks} 周
              </span>
            ) : (
              <span>{item.speaker}</span>
            )}
            <span>
              {item.media === 'video' ? `视频 ${item.durationMinutes} 分钟` : `阅读约 ${item.durationMinutes} 分钟`}
            </span>
            <time dateTime={item.publishDate}>{formatDate(item.publishDate)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
