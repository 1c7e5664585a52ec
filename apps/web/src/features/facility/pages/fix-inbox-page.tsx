/**
 * /gymFacility/facilityDetail/fixReport/inbox — 器材报修处理, the agency inbox of repair reports (beyond spec
 * §2's list; catalogue.fixReportInbox). Needs an agency login (spec §6): the facility role sees the reports
 * of its divisions, newest first, filtered by status; 处理 opens a report in a drawer (its number in the
 * address) where the status and the note are set. A session that ended (401) says so.
 * Data: GET /api/data/fixReport/inbox, POST .../inbox/{reportNo}/status, with the agency token.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FixInboxItem } from '@portal/contracts/facility';
import { FIX_REPORT_NO_PATTERN, FIX_REPORT_STATUS_NAMES, FIX_REPORT_STATUSES } from '@portal/contracts/facility.codes';
import { CaseTable, type CaseColumn } from '../../../components/agency/case-table';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ChoiceButtons } from '../../../components/list-page/filter-fields';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { formatDateTime } from '../../../lib/format-date';
import { useLoggedInUser } from '../../../lib/login-state';
import { LIST_PAGING, oneOf, text, urlStateSpec, useUrlState } from '../../../lib/url-state';
import { fixInboxQuery } from '../api';
import { FixCaseDrawer } from '../components/fix-case-drawer';
import { FixStatusTag } from '../components/fix-status-tag';
import '../facility.css';

const INBOX_URL_STATE = urlStateSpec(
  { status: oneOf(FIX_REPORT_STATUSES), ...LIST_PAGING, reportNo: text(20) },
  { keepPage: ['reportNo'] },
);
const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  ...FIX_REPORT_STATUSES.map((value) => ({ value, label: FIX_REPORT_STATUS_NAMES[value] })),
];
const REPORT_NO = new RegExp(FIX_REPORT_NO_PATTERN);

function InboxLoginNeeded({ expired }: { expired: boolean }) {
  return (
    <LoginNeeded
      expired={expired}
      pageName="器材报修处理"
      task="处理器材报修"
      returnTo={catalogue.fixReportInbox.href()}
    />
  );
}

const INBOX_COLUMNS: readonly CaseColumn<FixInboxItem>[] = [
  { header: '受理编号', cell: (item) => item.reportNo },
  { header: '器材', cell: (item) => item.equipmentName },
  {
    header: '所属设施',
    cell: (item) => (
      <>
        {item.facilityName}
        <br />
        <span className="muted-text">{item.areaName}</span>
      </>
    ),
  },
  { header: '故障', cell: (item) => item.faultTypeName },
  { header: '电话', cell: (item) => item.phone ?? '—' },
  { header: '状态', cell: (item) => <FixStatusTag status={item.status} /> },
  { header: '报修时间', cell: (item) => formatDateTime(item.createTime) },
];

function InboxTable({ items, onOpen }: { items: readonly FixInboxItem[]; onOpen: (reportNo: string) => void }) {
  return (
    <CaseTable
      label="器材报修列表"
      items={items}
      columns={INBOX_COLUMNS}
      rowKey={(item) => item.reportNo}
      caseNumber={(item) => item.reportNo}
      onOpen={(item) => onOpen(item.reportNo)}
      wrapClassName="facility-table-wrap"
      tableClassName="facility-table"
    />
  );
}

function Inbox({ token }: { token: string }) {
  const [state, update] = useUrlState(INBOX_URL_STATE);
  const query = {
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    ...(state.status ? { status: state.status as FixInboxItem['status'] } : {}),
  };
  const list = useQuery({ ...fixInboxQuery(token, query), placeholderData: keepPreviousData });
  if (list.error instanceof ApiRequestError && list.error.code === 401) return <InboxLoginNeeded expired />;
  const open = REPORT_NO.test(state.reportNo)
    ? (list.data?.list.find((item) => item.reportNo === state.reportNo) ?? null)
    : null;
  return (
    <>
      <ChoiceButtons
        label="状态"
        value={state.status}
        options={STATUS_OPTIONS}
        onChange={(status) => update({ status })}
      />
      <ListResults
        result={list}
        paging={state}
        onPage={update}
        totalText={(total) => `共 ${total.toLocaleString('zh-CN')} 条报修`}
        emptyText={state.status ? '没有该状态的报修' : '所辖地区暂无器材报修'}
        renderList={(items) => <InboxTable items={items} onOpen={(reportNo) => update({ reportNo })} />}
      />
      <FixCaseDrawer token={token} item={open} onClose={() => update({ reportNo: '' })} />
    </>
  );
}

export default function FixInboxPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.fixReportInbox)}</PageTitle>
        {user ? <Inbox token={user.sessionToken} /> : <InboxLoginNeeded expired={false} />}
      </ContentPanel>
    </ContentPage>
  );
}
