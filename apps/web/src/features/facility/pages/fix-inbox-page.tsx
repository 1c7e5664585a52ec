/**
 * /gymFacility/facilityDetail/fixReport/inbox — 器材报修处理, the agency inbox of repair reports (beyond spec
 * §2's list; catalogue.fixReportInbox). Needs an agency login (spec §6): the facility role sees the reports
 * of its divisions, newest first, filtered by status; 处理 opens a report in a drawer (its number in the
 * address) where the status and the note are set. A session that ended (401) says so.
 * Data: GET /api/data/fixReport/inbox, POST .../inbox/{reportNo}/status, with the agency token.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId } from 'react';
import type { FixInboxItem } from '@portal/contracts/facility';
import { FIX_REPORT_NO_PATTERN, FIX_REPORT_STATUS_NAMES, FIX_REPORT_STATUSES } from '@portal/contracts/facility.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ChoiceButtons } from '../../../components/list-page/filter-fields';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '../../../config/catalogue';
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

function InboxTable({ items, onOpen }: { items: readonly FixInboxItem[]; onOpen: (reportNo: string) => void }) {
  return (
    <div className="facility-table-wrap" tabIndex={0} role="region" aria-label="器材报修列表">
      <table className="facility-table">
        <thead>
          <tr>
            <th scope="col">受理编号</th>
            <th scope="col">器材</th>
            <th scope="col">所属设施</th>
            <th scope="col">故障</th>
            <th scope="col">电话</th>
            <th scope="col">状态</th>
            <th scope="col">报修时间</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.reportNo}>
              <td>{item.reportNo}</td>
              <td>{item.equipmentName}</td>
              <td>
                {item.facilityName}
                <br />
                <span className="muted-text">{item.areaName}</span>
              </td>
              <td>{item.faultTypeName}</td>
              <td>{item.phone ?? '—'}</td>
              <td>
                <FixStatusTag status={item.status} />
              </td>
              <td>{formatDateTime(item.createTime)}</td>
              <td>
                <Button size="small" onClick={() => onOpen(item.reportNo)} aria-label={`处理 ${item.reportNo}`}>
                  处理
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
