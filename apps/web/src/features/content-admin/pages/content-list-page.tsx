/**
 * /admin/content — 内容管理, the back office's list (docs/content-management-api.md): filters (kind, column,
 * status, title keyword), the items with their state (each title opens the editor), 新建 (a new item), the pager. Needs an agency login with a back-office
 * grant: without a login it explains and links to /login, which brings the user back here.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { CMS_KINDS, CMS_STATUSES, type CmsStatus } from '@portal/contracts/content-admin.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { FilterBar, FilterField } from '../../../components/list-page/filter-fields';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { useLoggedInUser } from '../../../lib/login-state';
import { safeNavigate } from '../../../lib/safe-navigate';
import { useUrlState } from '../../../lib/url-state';
import { cmsListQuery, type CmsListItem } from '../api';
import { CMS_KIND_NAMES, CMS_LIST_URL_STATE, CMS_STATUS_NAMES, toCmsListQuery } from '../list-query';
import '../../../components/list-page/list-page.css';
import { AdminNav } from '../../../components/admin/admin-nav';
import { AdminPageTable } from '../../../components/admin/admin-page-table';

const KIND_OPTIONS = [
  { value: '', label: '全部类型' },
  ...CMS_KINDS.map((v) => ({ value: v, label: CMS_KIND_NAMES[v] })),
];
const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  ...CMS_STATUSES.map((v) => ({ value: v, label: CMS_STATUS_NAMES[v] })),
];
/** Each state's tone (ToneTag keeps >= 4.5:1 text contrast; the words carry the meaning). */
const STATUS_TONES: Record<CmsStatus, Tone> = {
  draft: 'grey',
  in_review: 'blue',
  scheduled: 'gold',
  published: 'green',
  withdrawn: 'red',
};

function statusText(item: CmsListItem): string {
  const name = CMS_STATUS_NAMES[item.status];
  return item.status === 'in_review' ? `${name}（第 ${item.stage}/${item.reviewStages} 级）` : name;
}

const COLUMNS = [
  {
    title: '标题',
    key: 'title',
    render: (_: unknown, i: CmsListItem) => <Link to={catalogue.adminContentEdit.href({ id: i.id })}>{i.title}</Link>,
  },
  { title: '类型', key: 'kind', render: (_: unknown, i: CmsListItem) => CMS_KIND_NAMES[i.kind] },
  { title: '栏目', dataIndex: 'column', key: 'column' },
  {
    title: '状态',
    key: 'status',
    render: (_: unknown, i: CmsListItem) => <ToneTag tone={STATUS_TONES[i.status]}>{statusText(i)}</ToneTag>,
  },
  { title: '版本', dataIndex: 'latestVersion', key: 'latestVersion' },
  {
    title: '更新时间',
    key: 'updatedAt',
    render: (_: unknown, i: CmsListItem) => new Date(i.updatedAt).toLocaleString('zh-CN'),
  },
];

function ContentList({ token }: { token: string }) {
  const baseId = useId();
  const navigate = useNavigate();
  const [state, update] = useUrlState(CMS_LIST_URL_STATE);
  const list = useQuery({ ...cmsListQuery(token, toCmsListQuery(state)), placeholderData: keepPreviousData });
  if (list.error instanceof ApiRequestError && list.error.code === 401)
    return <LoginNeeded expired pageName="内容管理" task="管理网站内容" returnTo={catalogue.adminContent.href()} />;
  const page = list.isError ? undefined : list.data;
  return (
    <>
      <FilterBar>
        <FilterField id={`${baseId}-kind`} label="类型">
          <Select
            id={`${baseId}-kind`}
            value={state.kind}
            options={KIND_OPTIONS}
            onChange={(kind: string) => update({ kind })}
          />
        </FilterField>
        <FilterField id={`${baseId}-column`} label="栏目编码">
          <Input
            id={`${baseId}-column`}
            defaultValue={state.column}
            onBlur={(e) => update({ column: e.target.value.trim() })}
          />
        </FilterField>
        <FilterField id={`${baseId}-status`} label="状态">
          <Select
            id={`${baseId}-status`}
            value={state.status}
            options={STATUS_OPTIONS}
            onChange={(status: string) => update({ status })}
          />
        </FilterField>
        <FilterField id={`${baseId}-keyword`} label="标题关键词">
          <Input.Search
            id={`${baseId}-keyword`}
            defaultValue={state.keyword}
            onSearch={(keyword) => update({ keyword: keyword.trim() })}
          />
        </FilterField>
      </FilterBar>
      <p className="content-admin-new">
        <Button
          type="primary"
          autoInsertSpace={false}
          onClick={() => safeNavigate(navigate, catalogue.adminContentNew.href())}
        >
          新建
        </Button>
      </p>
      <p className="list-total muted-text" role="status">
        {page ? `共 ${page.total} 条内容` : ''}
      </p>
      <AdminPageTable
        list={list}
        label="内容列表"
        columns={COLUMNS}
        emptyText="暂无内容"
        paging={state}
        onPage={update}
      />
    </>
  );
}

export default function ContentListPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminContent)}</PageTitle>
        <AdminNav />
        {user ? (
          <ContentList token={user.sessionToken} />
        ) : (
          <LoginNeeded
            expired={false}
            pageName="内容管理"
            task="管理网站内容"
            returnTo={catalogue.adminContent.href()}
          />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
