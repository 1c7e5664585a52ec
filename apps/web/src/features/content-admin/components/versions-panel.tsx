/**
 * The versions of an item (GET …/versions, newest first): each can be viewed as the public page would show
 * it, compared with another (version-diff.tsx; by default the one before it), and — for an editor while the
 * item may take a new version — restored as the newest draft (POST …/versions/{n}/restore).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Skeleton, Table } from 'antd';
import { useId, useState } from 'react';
import { describeApiError } from '../../../lib/http-client';
import { formatDateTime } from '../../../lib/format-date';
import { ErrorState } from '../../../components/states/error-state';
import { cmsVersionQuery, cmsVersionsQuery, restoreCmsVersion, type CmsVersionRow } from '../api';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { ContentPreview } from './content-preview';
import { VersionDiff } from './version-diff';

export interface VersionsPanelProps {
  token: string;
  itemId: number;
  /** The item's kind: versions are previewed as its public page shows them. */
  kind: CmsKind;
  /** The caller may restore (an editor, item not in review or scheduled). */
  canRestore: boolean;
  /** After a restore: the new version's number. */
  onRestored: (versionNo: number) => void;
}

type View = { kind: 'view'; versionNo: number } | { kind: 'diff'; from: number; to: number } | null;

function ShowVersion({
  token,
  itemId,
  kind,
  versionNo,
}: {
  token: string;
  itemId: number;
  kind: CmsKind;
  versionNo: number;
}) {
  const version = useQuery(cmsVersionQuery(token, itemId, versionNo));
  if (version.isError) return <ErrorState error={version.error} onRetry={() => void version.refetch()} />;
  if (!version.data) return <Skeleton active />;
  return <ContentPreview kind={kind} version={version.data} />;
}

function ShowDiff({ token, itemId, from, to }: { token: string; itemId: number; from: number; to: number }) {
  const a = useQuery(cmsVersionQuery(token, itemId, from));
  const b = useQuery(cmsVersionQuery(token, itemId, to));
  const failed = a.error ?? b.error;
  if (failed) return <ErrorState error={failed} onRetry={() => void (a.refetch(), b.refetch())} />;
  if (!a.data || !b.data) return <Skeleton active />;
  return <VersionDiff before={a.data} after={b.data} />;
}

export function VersionsPanel({ token, itemId, kind, canRestore, onRestored }: VersionsPanelProps) {
  const baseId = useId();
  const versions = useQuery(cmsVersionsQuery(token, itemId));
  const [view, setView] = useState<View>(null);
  const [pair, setPair] = useState<{ from?: number; to?: number }>({});
  const [error, setError] = useState<string | null>(null);
  if (versions.isError) return <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />;
  const rows = versions.data ?? [];
  const options = rows.map((v) => ({ value: v.versionNo, label: `第 ${v.versionNo} 版` }));
  const from = pair.from ?? rows[1]?.versionNo;
  const to = pair.to ?? rows[0]?.versionNo;

  const restore = (versionNo: number) => {
    setError(null);
    restoreCmsVersion(token, itemId, versionNo)
      .then((saved) => onRestored(saved.versionNo))
      .catch((e: unknown) => setError(describeApiError(e)));
  };
  const columns = [
    { title: '版本', key: 'no', render: (_: unknown, v: CmsVersionRow) => `第 ${v.versionNo} 版` },
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '保存人', dataIndex: 'createdBy', key: 'createdBy' },
    { title: '保存时间', key: 'createdAt', render: (_: unknown, v: CmsVersionRow) => formatDateTime(v.createdAt) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, v: CmsVersionRow) => (
        <span className="cms-row-actions">
          <Button
            size="small"
            aria-label={`查看第 ${v.versionNo} 版`}
            onClick={() => setView({ kind: 'view', versionNo: v.versionNo })}
          >
            查看
          </Button>
          {canRestore && v.versionNo !== rows[0]?.versionNo && (
            <Button size="small" aria-label={`恢复第 ${v.versionNo} 版`} onClick={() => restore(v.versionNo)}>
              恢复
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <section className="cms-versions" aria-label="版本历史">
      <Table<CmsVersionRow>
        rowKey="versionNo"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={versions.isFetching}
        pagination={false}
        locale={{ emptyText: '暂无版本' }}
      />
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {rows.length > 1 && (
        <div className="cms-compare">
          <label htmlFor={`${baseId}-from`}>比较</label>
          <Select
            id={`${baseId}-from`}
            aria-label="较早的版本"
            value={from}
            options={options}
            onChange={(v: number) => setPair((p) => ({ ...p, from: v }))}
          />
          <span aria-hidden="true">→</span>
          <Select
            aria-label="较新的版本"
            value={to}
            options={options}
            onChange={(v: number) => setPair((p) => ({ ...p, to: v }))}
          />
          <Button
            disabled={from === undefined || to === undefined || from === to}
            onClick={() => setView({ kind: 'diff', from: from!, to: to! })}
          >
            查看差异
          </Button>
        </div>
      )}
      {view?.kind === 'view' && <ShowVersion token={token} itemId={itemId} kind={kind} versionNo={view.versionNo} />}
      {view?.kind === 'diff' && <ShowDiff token={token} itemId={itemId} from={view.from} to={view.to} />}
    </section>
  );
}
