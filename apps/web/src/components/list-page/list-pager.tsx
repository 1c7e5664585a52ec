/**
 * The one pager of every paged list (content lists, matches, trainings, evaluation, venues, flow ranking, videos): antd
 * Pagination in a navigation landmark (default name 分页). Its page items are real links to the same address with that
 * page number (lib/url-state `searchWithPage`), so crawlers and a middle or modified click (new tab) get the page's
 * address, while a plain click changes the page in-app without a reload (docs/decisions/web-conventions.md "URL
 * state"); so are the ••• items that jump five pages (antd draws them as an <a> without href:
 * docs/decisions/public-experience.md §3). The keyboard works as antd's: Tab reaches each item, Enter opens it (the
 * link itself is kept out of the tab order so each item is one tab stop).
 */
import { Pagination } from 'antd';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router';
import { searchWithPage } from '../../lib/url-state';
import './list-page.css';

/** Page sizes offered by the size changer (the server allows 1..100). */
const PAGE_SIZE_OPTIONS = [10, 20, 50];

/** A new page, or a new page size (the caller returns to page 1). */
export type PagerChange = { pageNum: number } | { pageSize: number };

export interface ListPagerProps {
  /** The list's page and page size (a list's URL state has both). */
  paging: { pageNum: number; pageSize: number };
  total: number;
  onChange: (change: PagerChange) => void;
  /** Offer 10/20/50 per page once there is more than one small page (default true). */
  sizeChanger?: boolean;
  /** Offer "go to page" once there are more than five pages (default false). */
  quickJumper?: boolean;
  /** antd's compact "2 / 5" pager (default false). */
  simple?: boolean;
  /** Name of the navigation landmark (default 分页). */
  label?: string;
  /** Class of the landmark (default list-pagination). */
  className?: string;
}

/** A plain left click stays in the app; a modified click is the browser's (new tab or window). */
function followInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
    event.preventDefault(); // antd's item handler (the enclosing <li>) changes the page
  else event.stopPropagation();
}

export function ListPager({
  paging: { pageNum, pageSize },
  total,
  onChange,
  sizeChanger = true,
  quickJumper = false,
  simple = false,
  label = '分页',
  className = 'list-pagination',
}: ListPagerProps) {
  const location = useLocation();
  const path = useHref(location.pathname);
  if (total <= 0) return null;

  const hrefOf = (page: number) => `${path}${searchWithPage(location.search, page)}`;
  const itemRender = (page: number, type: string, element: ReactNode) => {
    if (type === 'page')
      return (
        <a href={hrefOf(page)} tabIndex={-1} aria-current={page === pageNum ? 'page' : undefined} onClick={followInApp}>
          {page}
        </a>
      );
    // antd's ••• item is an <a> of its own; give it the address of the page it jumps to.
    if ((type === 'jump-prev' || type === 'jump-next') && isValidElement(element) && element.type === 'a')
      return cloneElement(element as ReactElement<Record<string, unknown>>, {
        href: hrefOf(page),
        tabIndex: -1,
        'aria-label': type === 'jump-prev' ? `向前 5 页，第 ${page} 页` : `向后 5 页，第 ${page} 页`,
        onClick: followInApp,
      });
    return element;
  };

  return (
    <nav className={className} aria-label={label}>
      <Pagination
        simple={simple}
        current={pageNum}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        showSizeChanger={sizeChanger && total > PAGE_SIZE_OPTIONS[0]!}
        showQuickJumper={quickJumper && total > pageSize * 5}
        itemRender={itemRender}
        onChange={(nextPage, nextSize) =>
          onChange(nextSize !== pageSize ? { pageSize: nextSize } : { pageNum: nextPage })
        }
      />
    </nav>
  );
}
