/**
 * /admin/columns — 栏目更新状态, the back office's freshness dashboard (docs/content-management-api.md
 * "Columns"): each column with its kind, cadence, published count, last publication, due time and state.
 * The state is a coloured tag that also says it in words (正常 / 即将超期 / 已超期 / 空栏目), never colour
 * only. The site admin creates and changes columns in a dialog (column-form.tsx). Needs an agency login
 * with a back-office grant.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { ScrollRegion } from '../../../components/page/scroll-region';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';
import { useId, useState } from 'react';
import { catalogue } from '@portal/contracts/pages.codes';
import type { CmsColumn } from '@portal/contracts/content-admin-ops';
import { COLUMN_STATE_LABELS, type ColumnState } from '@portal/contracts/content-admin-ops.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { formatDateTime } from '../../../lib/format-date';
import { useLoggedInUser } from '../../../lib/login-state';
import { CMS_KIND_NAMES } from '../list-query';
import { AdminNav } from '../../../components/admin/admin-nav';
import { ADMIN_TABLE_CLASS } from '../../../components/admin/admin-table';
import { columnsQuery } from './api';
import { ColumnForm } from './column-form';

/** Each freshness state's tone (ToneTag keeps >= 4.5:1 text contrast; the words carry the meaning). */
const STATE_TONES: Record<ColumnState, Tone> = {
  green: 'green',
  amber: 'gold',
  red: 'red',
  empty: 'grey',
};

const COLUMNS: TableColumnsType<CmsColumn> = [
  { title: '栏目', dataIndex: 'name', key: 'name' },
  { title: '编码', dataIndex: 'code', key: 'code' },
  { title: '内容类型', key: 'kind', render: (_: unknown, c: CmsColumn) => CMS_KIND_NAMES[c.kind] },
  { title: '更新周期', key: 'cadence', render: (_: unknown, c: CmsColumn) => `${c.cadenceDays} 天` },
  { title: '审核级数', dataIndex: 'reviewStages', key: 'reviewStages' },
  { title: '已发布', dataIndex: 'publishedCount', key: 'publishedCount' },
  {
    title: '最近发布',
    key: 'lastPublishedAt',
    render: (_: unknown, c: CmsColumn) => (c.lastPublishedAt ? formatDateTime(c.lastPublishedAt) : '—'),
  },
  {
    title: '最迟更新',
    key: 'dueAt',
    render: (_: unknown, c: CmsColumn) => (c.dueAt ? formatDateTime(c.dueAt) : '—'),
  },
  {
    title: '状态',
    key: 'state',
    render: (_: unknown, c: CmsColumn) => <ToneTag tone={STATE_TONES[c.state]}>{COLUMN_STATE_LABELS[c.state]}</ToneTag>,
  },
];

function ColumnsTable({ token }: { token: string }) {
  const columns = useQuery(columnsQuery(token));
  // undefined: no dialog; null: a new column; else the column being changed.
  const [editing, setEditing] = useState<CmsColumn | null | undefined>(undefined);
  if (columns.error instanceof ApiRequestError && columns.error.code === 401)
    return <LoginNeeded expired pageName="栏目更新状态" task="查看栏目更新" returnTo={catalogue.adminColumns.href()} />;
  if (columns.isError) return <ErrorState error={columns.error} onRetry={() => void columns.refetch()} />;
  const overdue = (columns.data ?? []).filter((c) => c.state === 'red' || c.state === 'empty').length;
  return (
    <>
      <p className="list-total muted-text" role="status">
        {columns.data ? `共 ${columns.data.length} 个栏目，${overdue} 个已超期或为空` : ''}
      </p>
      <Button type="primary" onClick={() => setEditing(null)}>
        新建栏目
      </Button>
      <ScrollRegion label="栏目列表">
        <Table<CmsColumn>
          className={ADMIN_TABLE_CLASS}
          rowKey="code"
          columns={[
            ...COLUMNS,
            {
              title: '操作',
              key: 'edit',
              render: (_: unknown, c: CmsColumn) => (
                <Button type="link" onClick={() => setEditing(c)} aria-label={`修改栏目 ${c.name}`}>
                  修改
                </Button>
              ),
            },
          ]}
          dataSource={columns.data ?? []}
          loading={columns.isFetching}
          pagination={false}
          locale={{ emptyText: '暂无栏目' }}
        />
      </ScrollRegion>
      {editing !== undefined && <ColumnForm token={token} column={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

export default function ColumnsPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminColumns)}</PageTitle>
        <AdminNav />
        <p className="muted-text">
          按国办秘函〔2019〕19号检查指标，动态要闻类栏目两周内应有更新，通知公告、政策文件类栏目半年内应有更新，空白栏目和超期未更新栏目会导致网站检查不合格，请按各栏目的更新周期及时更新。
        </p>
        {user ? (
          <ColumnsTable token={user.sessionToken} />
        ) : (
          <LoginNeeded
            expired={false}
            pageName="栏目更新状态"
            task="查看栏目更新"
            returnTo={catalogue.adminColumns.href()}
          />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
