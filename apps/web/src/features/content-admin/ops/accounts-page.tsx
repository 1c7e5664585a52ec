/**
 * /admin/accounts — 账号与权限, the site admin's agency accounts (docs/content-management-api.md "Accounts
 * and grants"): search, the table (user name, name, agency, grants in words, import grants, state), 新建账号
 * and 修改 in a dialog (account-form.tsx: names, the role / column / area of each grant, the filling systems
 * it may import files for), 职责范围 in a dialog (account-scopes-drawer.tsx: which feedback, repair reports
 * and yearly figures it handles), 停用 / 启用, and 重置密码;
 * a new account's and a reset's one-time password shows once (one-time-password.tsx). Needs an agency
 * login as 站点管理员 (others see the server's 403 message).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import type { AccountPassword, AdminAccount } from '@portal/contracts/account-admin';
import { CMS_ROLE_NAMES } from '@portal/contracts/content-admin.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { FilterBar, FilterField } from '../../../components/list-page/filter-fields';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ToneTag } from '../../../components/status-tag/tone-tag';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { showMessage } from '../../../lib/feedback';
import { describeApiError } from '../../../lib/http-client';
import { useLoggedInUser } from '../../../lib/login-state';
import { AccountForm } from './account-form';
import { AccountScopesDrawer } from './account-scopes-drawer';
import { importGrantsText } from './import-grants-field';
import { AdminNav } from '../../../components/admin/admin-nav';
import { AdminPageTable } from '../../../components/admin/admin-page-table';
import { accountsQuery, resetAccountPassword, updateAccount } from './api';
import { OneTimePassword } from './one-time-password';
import '../../../components/list-page/list-page.css';
import '../content-admin.css';

/** A grant in words: 采编 · 全部栏目 · 不限地区. */
const grantText = (g: AdminAccount['grants'][number]) =>
  `${CMS_ROLE_NAMES[g.role]} · ${g.column === '*' ? '全部栏目' : g.column} · ${g.areaCode ?? '不限地区'}`;

const BASE_COLUMNS: TableColumnsType<AdminAccount> = [
  { title: '登录账号', dataIndex: 'userName', key: 'userName' },
  { title: '姓名', dataIndex: 'displayName', key: 'displayName' },
  { title: '所在单位', dataIndex: 'organName', key: 'organName' },
  {
    title: '内容管理权限',
    key: 'grants',
    render: (_: unknown, a: AdminAccount) =>
      a.grants.length === 0 ? (
        '无'
      ) : (
        <ul className="cms-grant-list">
          {a.grants.map((g) => (
            <li key={`${g.role}-${g.column}-${g.areaCode ?? ''}`}>{grantText(g)}</li>
          ))}
        </ul>
      ),
  },
  {
    title: '数据导入权限',
    key: 'importGrants',
    render: (_: unknown, a: AdminAccount) => importGrantsText(a.importGrants),
  },
  {
    title: '状态',
    key: 'disabled',
    render: (_: unknown, a: AdminAccount) =>
      a.disabled ? <ToneTag tone="grey">已停用</ToneTag> : <ToneTag tone="green">正常</ToneTag>,
  },
];

function AccountsTable({ token }: { token: string }) {
  const searchId = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState({ keyword: '', pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<AdminAccount | null | undefined>(undefined);
  const [shown, setShown] = useState<AccountPassword | null>(null);
  const [scoping, setScoping] = useState<AdminAccount | null>(null);
  const list = useQuery({ ...accountsQuery(token, search), placeholderData: keepPreviousData });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['content-ops', 'accounts'] });
  const onError = (reason: unknown) => void showMessage('error', describeApiError(reason));
  const toggle = useMutation({
    mutationFn: (a: AdminAccount) => updateAccount(token, a.id, { disabled: !a.disabled }),
    onSuccess: (a) => {
      void showMessage('success', a.disabled ? `已停用 ${a.userName}，其登录已失效` : `已启用 ${a.userName}`);
      refresh();
    },
    onError,
  });
  const reset = useMutation({
    mutationFn: (a: AdminAccount) => resetAccountPassword(token, a.id),
    onSuccess: (answer) => setShown(answer),
    onError,
  });
  if (list.error instanceof ApiRequestError && list.error.code === 401)
    return <LoginNeeded expired pageName="账号与权限" task="管理账号" returnTo={catalogue.adminAccounts.href()} />;
  const page = list.isError ? undefined : list.data;
  const columns: TableColumnsType<AdminAccount> = [
    ...BASE_COLUMNS,
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, a: AdminAccount) => (
        <div className="cms-row-actions">
          <Button type="link" onClick={() => setEditing(a)} aria-label={`修改账号 ${a.userName}`}>
            修改
          </Button>
          <Button type="link" onClick={() => setScoping(a)} aria-label={`职责范围 ${a.userName}`}>
            职责范围
          </Button>
          <Popconfirm
            title={a.disabled ? `启用账号 ${a.userName}？` : `停用账号 ${a.userName}？其登录将立即失效。`}
            okText="确定"
            cancelText="取消"
            onConfirm={() => toggle.mutate(a)}
          >
            <Button type="link" aria-label={`${a.disabled ? '启用' : '停用'}账号 ${a.userName}`}>
              {a.disabled ? '启用' : '停用'}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={`重置 ${a.userName} 的密码？其登录将立即失效。`}
            okText="重置"
            cancelText="取消"
            onConfirm={() => reset.mutate(a)}
          >
            <Button type="link" aria-label={`重置密码 ${a.userName}`}>
              重置密码
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];
  return (
    <>
      <FilterBar>
        <FilterField id={searchId} label="关键词" wide>
          <Input.Search
            id={searchId}
            allowClear
            placeholder="账号、姓名或单位"
            enterButton="搜索"
            onSearch={(keyword) => setSearch((s) => ({ ...s, keyword: keyword.trim(), pageNum: 1 }))}
          />
        </FilterField>
      </FilterBar>
      <p className="list-total muted-text" role="status">
        {page ? `共 ${page.total} 个账号` : ''}
        <Button type="primary" style={{ marginInlineStart: 16 }} onClick={() => setEditing(null)}>
          新建账号
        </Button>
      </p>
      <AdminPageTable
        list={list}
        label="账号列表"
        columns={columns}
        emptyText="暂无账号"
        paging={search}
        onPage={(next) => setSearch((s) => ({ ...s, ...next }))}
      />
      {editing !== undefined && (
        <AccountForm token={token} account={editing} onClose={() => setEditing(undefined)} onCreated={setShown} />
      )}
      {scoping && <AccountScopesDrawer token={token} account={scoping} onClose={() => setScoping(null)} />}
      {shown && (
        <OneTimePassword userName={shown.account.userName} password={shown.password} onClose={() => setShown(null)} />
      )}
    </>
  );
}

export default function AccountsPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminAccounts)}</PageTitle>
        <AdminNav />
        {user ? (
          <AccountsTable token={user.sessionToken} />
        ) : (
          <LoginNeeded
            expired={false}
            pageName="账号与权限"
            task="管理账号"
            returnTo={catalogue.adminAccounts.href()}
          />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
