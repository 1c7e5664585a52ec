/**
 * One block of the home page: a white panel headed by an h2 and a "更多" link to the section, with a
 * compact skeleton while loading and a short message with retry when loading fails (the rest of the
 * home page stays usable). The placeholder and the retry button are plain HTML and CSS rather than antd
 * Skeleton and Button: the home page is the first load and every kilobyte counts (200 KB JS budget).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentPanel } from '../../../components/page/content-page';
import type { PageEntry } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { describeApiError } from '../../../lib/http-client';

export interface HomeBlockProps<T> {
  /** The section's list page, e.g. catalogue.news: its title heads the block, "更多" links to it. */
  section: PageEntry;
  result: UseQueryResult<T[]>;
  renderItems: (items: T[]) => ReactNode;
  /**
   * The placeholder's rows while loading (default: six text lines). A block whose items are taller than a
   * line passes rows of its items' height, so the block keeps its size when they arrive and what follows
   * does not move (the banner below the news moved ~400 px at 1366 px when the news came late).
   */
  loadingRows?: ReactNode;
  className?: string;
}

export function HomeBlock<T>({ section, result, renderItems, loadingRows, className }: HomeBlockProps<T>) {
  const title = pageHeading(section);
  const headingId = useId();
  let body: ReactNode;
  if (result.isPending)
    body = (
      <div className={loadingRows ? 'home-block-loading home-block-loading--rows' : 'home-block-loading'} role="status">
        <span className="visually-hidden">正在加载{title}…</span>
        {loadingRows ??
          Array.from({ length: 6 }, (_, index) => (
            <span key={index} className="home-block-loading-line" aria-hidden="true" />
          ))}
      </div>
    );
  else if (result.isError)
    body = (
      <div className="home-block-error" role="alert">
        <p>{describeApiError(result.error)}</p>
        <button type="button" className="home-block-retry" onClick={() => void result.refetch()}>
          重新加载
        </button>
      </div>
    );
  else if (result.data.length === 0) body = <p className="muted-text">暂无内容</p>;
  else body = renderItems(result.data);

  return (
    <ContentPanel labelledBy={headingId} className={className ? `home-block ${className}` : 'home-block'}>
      <div className="home-block-head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        <Link to={section.href()} className="home-block-more">
          更多<span className="visually-hidden">{title}</span>
        </Link>
      </div>
      {body}
    </ContentPanel>
  );
}
