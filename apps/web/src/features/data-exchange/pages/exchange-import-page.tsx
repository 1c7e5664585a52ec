/**
 * /admin/exchange/import — 数据交换/文件导入 (docs/data-exchange.md "File import"): an agency account chooses
 * the entity, downloads its template, uploads a CSV or XLSX file, follows the dry run (polled), sees its counts (新增 · 更新 ·
 * 无变化 · 拒绝) and the first rows of each outcome, applies it (an antd Progress follows rows done / total,
 * polled) and downloads the error file. Every control has a visible label; all of it works from the
 * keyboard (native select-like antd Select, a native file input, buttons).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Select, Table } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import type { ImportRow, ImportStatus } from '@portal/contracts/exchange-import';
import {
  APPLIED_STATUSES,
  IMPORT_ENTITIES,
  IMPORT_OUTCOME_NAMES,
  IMPORT_OUTCOMES,
  MAX_IMPORT_MB,
  MAX_IMPORT_WAN_ROWS,
} from '@portal/contracts/exchange-import.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { showMessage } from '../../../lib/feedback';
import { useLoggedInUser } from '../../../lib/login-state';
import { applyImport, downloadErrors, downloadTemplate, importStatusQuery, uploadImport } from '../api';

const PAGE_NAME = '文件导入';
const STATUS_NAMES: Record<ImportStatus['status'], string> = {
  previewing: '正在试运行',
  previewed: '试运行完成，尚未写入',
  previewFailed: '试运行中断，请重新上传',
  applying: '正在写入',
  applied: '已写入',
  failed: '写入中断（已写入的批次保留，可再次写入）',
};

const ROW_COLUMNS = [
  { title: '行号', dataIndex: 'rowNo', key: 'rowNo', width: 80 },
  { title: '来源编号', dataIndex: 'sourceId', key: 'sourceId' },
  { title: '列', dataIndex: 'field', key: 'field' },
  { title: '值', dataIndex: 'value', key: 'value' },
  { title: '原因', dataIndex: 'reason', key: 'reason' },
];

const errorText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.msg : fallback);

/** The counts and first rows of each outcome of `status`. */
function Outcomes({ status }: { status: ImportStatus }) {
  const applied = APPLIED_STATUSES.includes(status.status);
  const counts = applied ? status.applied : status.preview;
  return (
    <section aria-label={applied ? '写入结果' : '试运行结果'}>
      <p role="status" className="exchange-import-counts">
        {applied ? '写入结果：' : '试运行结果：'}
        {IMPORT_OUTCOMES.map((o) => `${IMPORT_OUTCOME_NAMES[o]} ${counts[o]}`).join(' · ')}
      </p>
      {IMPORT_OUTCOMES.filter((o) => status.samples[o].length > 0).map((o) => (
        <Table<ImportRow>
          key={o}
          title={() => `${IMPORT_OUTCOME_NAMES[o]}（前 ${status.samples[o].length} 行）`}
          rowKey="rowNo"
          size="small"
          columns={o === 'rejected' ? ROW_COLUMNS : ROW_COLUMNS.slice(0, 2)}
          dataSource={status.samples[o]}
          pagination={false}
        />
      ))}
    </section>
  );
}

/** The status of import `id`, polled while applying, with apply, progress and the error file. */
function ImportProgress({ token, first }: { token: string; first: ImportStatus }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...importStatusQuery(token, first.id), initialData: first });
  const status = query.data;
  const [busy, setBusy] = useState(false);

  async function apply() {
    setBusy(true);
    try {
      queryClient.setQueryData(importStatusQuery(token, first.id).queryKey, await applyImport(token, first.id));
    } catch (error) {
      void showMessage('error', errorText(error, '写入失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  async function errors() {
    try {
      await downloadErrors(token, first.id);
    } catch (error) {
      void showMessage('error', errorText(error, '下载失败，请稍后重试'));
    }
  }

  const percent = status.total === 0 ? 0 : Math.floor((status.done / status.total) * 100);
  const applied = APPLIED_STATUSES.includes(status.status);
  const counts = applied ? status.applied : status.preview;
  const running = status.status === 'previewing' || status.status === 'applying';
  const ended = status.status === 'previewFailed' || status.status === 'failed' ? 'exception' : 'success';
  return (
    <>
      <p>
        文件 {status.fileName}：{status.total} 行，{STATUS_NAMES[status.status]}
      </p>
      {status.failure && (
        <p role="alert" className="exchange-import-failure">
          失败原因：{status.failure}
        </p>
      )}
      {status.status !== 'previewing' && <Outcomes status={status} />}
      {(running || applied) && (
        <Progress
          percent={percent}
          status={running ? 'active' : ended}
          format={() => `${status.done} / ${status.total} 行`}
          aria-label={status.status === 'previewing' ? '试运行进度' : '写入进度'}
        />
      )}
      <p className="exchange-import-actions">
        {(status.status === 'previewed' || status.status === 'failed') && (
          <Button type="primary" loading={busy} onClick={() => void apply()}>
            确认写入
          </Button>
        )}
        {counts.rejected > 0 && status.status !== 'previewing' && (
          <Button style={{ marginInlineStart: 12 }} onClick={() => void errors()}>
            下载错误文件（{counts.rejected} 行）
          </Button>
        )}
      </p>
    </>
  );
}

function ImportForm({ token }: { token: string }) {
  const baseId = useId();
  const [entity, setEntity] = useState<string>(IMPORT_ENTITIES[0].entity);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ImportStatus | null>(null);

  async function template() {
    try {
      await downloadTemplate(token, entity);
    } catch (e) {
      void showMessage('error', errorText(e, '下载失败，请稍后重试'));
    }
  }

  async function upload() {
    if (!file) {
      setError('请先选择要导入的文件');
      return;
    }
    setUploading(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await uploadImport(token, entity, file));
    } catch (e) {
      setError(errorText(e, '上传失败，请稍后重试'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <div className="exchange-import-form">
        <p>
          <label htmlFor={`${baseId}-entity`}>数据类别</label>{' '}
          <Select
            id={`${baseId}-entity`}
            style={{ minWidth: 280 }}
            value={entity}
            onChange={(value) => {
              setEntity(value);
              setStatus(null);
            }}
            options={IMPORT_ENTITIES.map((e) => ({ value: e.entity, label: `${e.label}（${e.entity}，${e.system}）` }))}
          />{' '}
          <Button onClick={() => void template()}>下载模板</Button>
        </p>
        {entity === 'venueYear' && (
          <p className="muted-text">
            场馆年度开放数据写入后为待审核，经辖区审核通过后才公开，见
            <Link to={catalogue.adminVenueYearReview.href()}>年度数据审核</Link>。
          </p>
        )}
        <p>
          <label htmlFor={`${baseId}-file`}>
            导入文件（CSV 或 XLSX，≤ {MAX_IMPORT_MB} MB、≤ {MAX_IMPORT_WAN_ROWS} 万行）
          </label>{' '}
          <input
            id={`${baseId}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />{' '}
          <Button type="primary" loading={uploading} onClick={() => void upload()}>
            上传并试运行
          </Button>
        </p>
      </div>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      {status && <ImportProgress key={status.id} token={token} first={status} />}
    </>
  );
}

export default function ExchangeImportPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminExchangeImport)}</PageTitle>
        {user ? (
          <ImportForm token={user.sessionToken} />
        ) : (
          <LoginNeeded
            expired={false}
            pageName={PAGE_NAME}
            task="导入交换数据"
            returnTo={catalogue.adminExchangeImport.href()}
          />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
