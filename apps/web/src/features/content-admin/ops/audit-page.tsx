/**
 * /admin/audit — 审计日志, the site admin's audit search (docs/content-management-api.md "Audit"): filters
 * (actor, action, target, day range) kept in the address, the rows newest first, the pager, and an export
 * of the same filter as CSV. Needs an agency login as 站点管理员 (others see the server's 403 message).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { catalogue } from '@portal/contracts/pages.codes';
import type { AuditRow } from '@portal/contracts/content-admin-ops';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { FilterBar, FilterField } from '../../../components/list-page/filter-fields';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { showMessage } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format-date';
import { useLoggedInUser } from '../../../lib/login-state';
import { useUrlState } from '../../../lib/url-state';
import { AdminNav } from '../../../components/admin/admin-nav';
import { AdminPageTable } from '../../../components/admin/admin-page-table';
import { auditQuery, downloadAuditCsv } from './api';
import { AUDIT_URL_STATE, toAuditFilter, toAuditQuery } from './audit-filter';
import '../../../components/list-page/list-page.css';

const RESULT_NAMES: Record<string, string> = { ok: '成功', forbidden: '无权限', conflict: '冲突' };

const COLUMNS = [
  { title: '时间', key: 'time', render: (_: unknown, r: AuditRow) => formatDateTime(r.time) },
  { title: '操作人', dataIndex: 'actor', key: 'actor' },
  { title: '动作', dataIndex: 'action', key: 'action' },
  { title: '结果', key: 'result', render: (_: unknown, r: AuditRow) => RESULT_NAMES[r.result] ?? r.result },
  { title: '来源地址', dataIndex: 'ip', key: 'ip' },
  { title: '详情', dataIndex: 'detail', key: 'detail' },
];

function AuditSearch({ token }: { token: string }) {
  const baseId = useId();
  const [state, update] = useUrlState(AUDIT_URL_STATE);
  const [exporting, setExporting] = useState(false);
  const list = useQuery({ ...auditQuery(token, toAuditQuery(state)), placeholderData: keepPreviousData });
  if (list.error instanceof ApiRequestError && list.error.code === 401)
    return <LoginNeeded expired pageName="审计日志" task="查询审计日志" returnTo={catalogue.adminAudit.href()} />;
  const page = list.isError ? undefined : list.data;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadAuditCsv(token, toAuditFilter(state));
    } catch (error) {
      void showMessage('error', error instanceof ApiRequestError ? error.msg : '导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  }

  const textField = (key: 'actor' | 'action' | 'target', label: string, placeholder: string) => (
    <FilterField id={`${baseId}-${key}`} label={label}>
      <Input
        id={`${baseId}-${key}`}
        key={`${key}-${state[key]}`}
        defaultValue={state[key]}
        placeholder={placeholder}
        onBlur={(e) => update({ [key]: e.target.value.trim() })}
        onPressEnter={(e) => update({ [key]: e.currentTarget.value.trim() })}
      />
    </FilterField>
  );
  const dateField = (key: 'from' | 'to', label: string) => (
    <FilterField id={`${baseId}-${key}`} label={label}>
      <Input
        id={`${baseId}-${key}`}
        type="date"
        value={state[key]}
        onChange={(e) => update({ [key]: e.target.value })}
      />
    </FilterField>
  );

  return (
    <>
      <FilterBar>
        {textField('actor', '操作人', '账号，如 cms_editor')}
        {textField('action', '动作', '如 cms_publish')}
        {textField('target', '对象', '如 id=12 或 column=news')}
        {dateField('from', '起始日期')}
        {dateField('to', '截止日期')}
      </FilterBar>
      <p className="list-total muted-text" role="status">
        {page ? `共 ${page.total} 条记录` : ''}
        <Button style={{ marginInlineStart: 16 }} loading={exporting} onClick={() => void exportCsv()}>
          导出 CSV
        </Button>
      </p>
      <AdminPageTable
        list={list}
        label="审计日志"
        columns={COLUMNS}
        emptyText="暂无记录"
        paging={state}
        onPage={update}
      />
    </>
  );
}

export default function AuditPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminAudit)}</PageTitle>
        <AdminNav />
        {user ? (
          <AuditSearch token={user.sessionToken} />
        ) : (
          <LoginNeeded expired={false} pageName="审计日志" task="查询审计日志" returnTo={catalogue.adminAudit.href()} />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
