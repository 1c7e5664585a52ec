/**
 * Fitness cases as cards: cover (when there is one), name as an h2 link to
 * /fitnessCase?case_id={id} (spec §2), region, date and summary.
 */
import { EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CaseListItem } from '@portal/contracts/content';
import { catalogue } from '@portal/contracts/pages.codes';
import { formatDate } from '../../../lib/format-date';
import './case-cards.css';

export function CaseCards({ items }: { items: readonly CaseListItem[] }) {
  return (
    <ul className="case-cards">
      {items.map((item) => (
        <li key={item.id} className="case-card">
          {item.coverUrl ? (
            <img
              className="case-card-cover"
              src={item.coverUrl}
              alt={`案例图片：${item.name}`}
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <div className="case-card-cover case-card-cover-empty" aria-hidden="true" />
          )}
          <div className="case-card-body">
            <h2 className="case-card-title">
              <Link to={catalogue.fitnessCase.href({ case_id: item.id })}>{item.name}</Link>
            </h2>
            <p className="case-card-meta muted-text">
              {item.region && (
                <span>
                  <EnvironmentOutlined aria-hidden="true" /> {item.region}
                </span>
              )}
              <time dateTime={formatDate(item.publishTime)}>{formatDate(item.publishTime)}</time>
            </p>
            {item.summary && <p className="case-card-summary">{item.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
