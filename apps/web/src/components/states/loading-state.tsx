/**
 * Loading skeletons for lists and details. The skeleton is hidden from
 * screen readers; a polite status text says that content is loading instead.
 */
import { Skeleton } from 'antd';
import { VisuallyHidden } from '../page/content-page';
import './states.css';

/** Placeholder for a list: `rows` grey items (default 5). */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="state-skeleton" role="status">
      <VisuallyHidden>正在加载列表…</VisuallyHidden>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} active title paragraph={{ rows: 2 }} />
        ))}
      </div>
    </div>
  );
}

/** Placeholder for an article: title line, meta line and a few body paragraphs. */
export function DetailSkeleton() {
  return (
    <div className="state-skeleton" role="status">
      <VisuallyHidden>正在加载内容…</VisuallyHidden>
      <div aria-hidden="true">
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}
