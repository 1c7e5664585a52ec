/**
 * /admin/exchange/review — 数据交换/年度数据审核 (docs/data-exchange.md §7): an agency reviewer lists the venue-year
 * submissions of their area (status 已填报 = awaiting review by default, a year), opens one to see its
 * field-by-field diff against the public figures, and approves it (public at once) or returns it with a reason.
 * Filters and page live in the address; every control has a visible label.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { useId, useState } from 'react';
import { catalogue } from '@portal/contracts/pages.codes';
import { FILL_IN_STATUSES } from '@portal/contracts/sports-authority.codes';
import type { VenueYearReviewItem } from '@portal/contracts/venue-year-review';
import { PROGRAMME_YEAR_MIN } from '@portal/contracts/venue.codes';
import { AdminPageTable } from '../../../components/admin/admin-page-table';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ChoiceButtons, FilterBar, FilterField } from '../../../components/list-page/filter-fields';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { formatDateTime } from '../../../lib/format-date';
import { useLoggedInUser } from '../../../lib/login-state';
import { useUrlState } from '../../../lib/url-state';
import { ReviewDiff } from '../components/review-diff';
import { reviewListQuery } from '../review-api';
import { REVIEW_URL_STATE, toReviewQuery } from '../review-filter';
import '../../../components/list-page/list-page.css';

const PAGE_NAME = '年度数据审核';
const STATUS_OPTIONS = FILL_IN_STATUSES.map((s) => ({ value: s, label: s === '已填报' ? '待审核' : s }));
/** The years offered: this year back to the programme's first. */
const YEAR_OPTIONS = [
  { value: '', label: '全部年度' },
  ...Array.from({ length: new Date().getFullYear() - PROGRAMME_YEAR_MIN + 1 }, (_, i) => {
    const year = String(new Date().getFullYear() - i);
    return { value: year, label: `${year} 年` };
  }),
];

function ReviewList({ token }: { token: string }) {
  const baseId = useId();
  const [state, update] = useUrlState(REVIEW_URL_STATE);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({ ...reviewListQuery(token, toReviewQuery(state)), placeholderData: keepPreviousData });
  if (list.error instanceof ApiRequestError && list.error.code === 401)
    return (
      <LoginNeeded expired pageName={PAGE_NAME} task="审核年度数据" returnTo={catalogue.adminVenueYearReview.href()} />
    );
  const page = list.isError ? undefined : list.data;
  const columns = [
    { title: '场馆', dataIndex: 'venueName', key: 'venueName' },
    { title: '地区', dataIndex: 'areaName', key: 'areaName' },
    { title: '年度', dataIndex: 'year', key: 'year' },
    {
      title: '内容',
      key: 'deletion',
      render: (_: unknown, r: VenueYearReviewItem) => (r.deletion ? '删除' : '新增或修改'),
    },
    {
      title: '填报时间',
      key: 'submittedAt',
      render: (_: unknown, r: VenueYearReviewItem) => formatDateTime(r.submittedAt),
    },
    { title: '状态', dataIndex: 'status', key: 'status' },
    {
      title: '操作',
      key: 'open',
      render: (_: unknown, r: VenueYearReviewItem) => {
        // The accessible name starts with the visible text (axe label-content-name-mismatch).
        const action = r.status === '已填报' ? '对比并审核' : '查看';
        return (
          <Button type="link" onClick={() => setOpenId(r.id)} aria-label={`${action}：${r.venueName} ${r.year} 年度`}>
            {action}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <FilterBar>
        <ChoiceButtons
          label="状态"
          value={toReviewQuery(state).status ?? '已填报'}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status, pageNum: 1 })}
        />
        <FilterField id={`${baseId}-year`} label="年度">
          <Select
            id={`${baseId}-year`}
            value={state.year}
            options={YEAR_OPTIONS}
            popupMatchSelectWidth={false}
            onChange={(year: string) => update({ year, pageNum: 1 })}
          />
        </FilterField>
      </FilterBar>
      <p className="list-total muted-text" role="status">
        {page ? `共 ${page.total} 条` : ''}
      </p>
      <AdminPageTable
        list={list}
        label="年度数据填报列表"
        columns={columns}
        emptyText="暂无填报"
        paging={state}
        onPage={update}
      />
      <ReviewDiff token={token} id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

export default function VenueYearReviewPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminVenueYearReview)}</PageTitle>
        {user ? (
          <ReviewList token={user.sessionToken} />
        ) : (
          <LoginNeeded
            expired={false}
            pageName={PAGE_NAME}
            task="审核年度数据"
            returnTo={catalogue.adminVenueYearReview.href()}
          />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
