/**
 * The pager under a paged list (games, training, evaluation): antd Pagination in a navigation landmark
 * named 分页, with a page-size changer once there is more than one small page. Reports a new page, or a
 * new page size (the caller returns to page 1).
 */
import { Pagination } from 'antd';
import '../list-page/list-page.css';

const PAGE_SIZE_OPTIONS = [10, 20, 50];

export interface ListPagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (change: { pageNum: number } | { pageSize: number }) => void;
}

export function ListPager({ pageNum, pageSize, total, onChange }: ListPagerProps) {
  if (total <= 0) return null;
  return (
    <nav className="list-pagination" aria-label="分页">
      <Pagination
        current={pageNum}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        showSizeChanger={total > PAGE_SIZE_OPTIONS[0]!}
        onChange={(nextPage, nextSize) =>
          onChange(nextSize !== pageSize ? { pageSize: nextSize } : { pageNum: nextPage })
        }
      />
    </nav>
  );
}
