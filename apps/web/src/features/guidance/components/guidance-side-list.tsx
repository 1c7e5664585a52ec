/**
 * The other guidance entries beside a guidance detail: every entry as a link to
 * its guidance detail page, the open one marked aria-current="page". Loading and failure are quiet
 * (a short text): the article beside it is what the visitor came for.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContentPanel } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { guidanceAllQuery } from '../api';
import './guidance-side-list.css';

export function GuidanceSideList({ currentId }: { currentId: number | null }) {
  const headingId = useId();
  const { data, isPending, isError } = useQuery(guidanceAllQuery());
  return (
    <ContentPanel as="aside" labelledBy={headingId} className="guidance-side-list">
      <h2 id={headingId} className="section-title">
        咨询指导目录
      </h2>
      {isPending && <p className="muted-text">正在加载…</p>}
      {isError && <p className="muted-text">目录暂时无法加载</p>}
      {data && (
        <ul>
          {data.list.map((entry) => (
            <li key={entry.id}>
              <Link
                to={catalogue.guidanceDetail.href({ id: entry.id })}
                aria-current={entry.id === currentId ? 'page' : undefined}
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ContentPanel>
  );
}
