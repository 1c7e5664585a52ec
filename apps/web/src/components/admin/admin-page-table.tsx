/**
 * The body of a back-office paged list, below its filters and its own total line (whose wording and buttons
 * differ per page): the error state with a retry when the page request failed; else the antd Table of the
 * page's rows (ADMIN_TABLE_CLASS, rows keyed by `id`, antd's own pagination off) in a named ScrollRegion
 * that scrolls at 375 px, and once a page is in, the one pager (ListPager). Used by the content list, the
 * audit log, the accounts and the venue-year review pages.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import type { PageOf } from '@portal/contracts/paging';
import { ListPager, type PagerChange } from '../list-page/list-pager';
import { ScrollRegion } from '../page/scroll-region';
import { ErrorState } from '../states/error-state';
import { ADMIN_TABLE_CLASS } from './admin-table';

export interface AdminPageTableProps<Row> {
  /** The page request (kept while the next page loads: keepPreviousData). */
  list: UseQueryResult<PageOf<Row>>;
  /** The scroll region's accessible name, e.g. 账号列表. */
  label: string;
  columns: TableColumnsType<Row>;
  /** What the empty table says, e.g. 暂无账号. */
  emptyText: string;
  paging: { pageNum: number; pageSize: number };
  onPage: (change: PagerChange) => void;
}

export function AdminPageTable<Row extends { id: number | string }>(props: AdminPageTableProps<Row>) {
  const { list } = props;
  const page = list.isError ? undefined : list.data;
  return (
    <>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ScrollRegion label={props.label}>
          <Table<Row>
            className={ADMIN_TABLE_CLASS}
            rowKey="id"
            columns={props.columns}
            dataSource={page?.list ?? []}
            loading={list.isFetching}
            pagination={false}
            locale={{ emptyText: props.emptyText }}
          />
        </ScrollRegion>
      )}
      {page && <ListPager paging={props.paging} total={page.total} onChange={props.onPage} />}
    </>
  );
}
