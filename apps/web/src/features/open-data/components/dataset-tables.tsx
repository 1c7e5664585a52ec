/**
 * The tables of a dataset's page (antd Table, each named for assistive technology): its files (format, size,
 * rows, SHA-256, download link), its 数据字典 (name, meaning, type, unit, allowed values, description) and the
 * preview of its first rows (every column, scrolled sideways on a narrow screen).
 */
import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import type { DatasetColumn, DatasetDetail, DatasetFile, DatasetRow } from '@portal/contracts/open-data';
import { COLUMN_TYPE_NAMES, OPEN_DATA_FORMAT_NAMES } from '@portal/contracts/open-data.codes';
import { formatBytes, formatCount } from '../format';

/** antd's <table> with an accessible name. */
const named = (label: string) => ({
  table: (props: HTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={label} />,
});
/**
 * A horizontally scrollable box around a wide table: a named region in the Tab order, so keyboard users can
 * scroll it too (axe scrollable-region-focusable).
 */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="open-data__scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

const FILES_TABLE = named('数据文件');
const DICTIONARY_TABLE = named('数据字典');
const PREVIEW_TABLE = named('数据预览');

export function FilesTable({ detail }: { detail: DatasetDetail }) {
  const columns: TableColumnsType<DatasetFile> = [
    { title: '格式', key: 'format', render: (_, f) => OPEN_DATA_FORMAT_NAMES[f.format] },
    { title: '大小', key: 'size', render: (_, f) => formatBytes(f.byteSize) },
    { title: '行数', key: 'rows', render: (_, f) => formatCount(f.rows) },
    {
      title: 'SHA-256',
      key: 'sha256',
      render: (_, f) => <code className="open-data__hash">{f.sha256}</code>,
    },
    {
      title: '下载',
      key: 'download',
      render: (_, f) => (
        <a href={f.url} download>
          下载 {f.format.toUpperCase()}
        </a>
      ),
    },
  ];
  return (
    <Scroll label="数据文件（可横向滚动）">
      <Table
        components={FILES_TABLE}
        rowKey="format"
        columns={columns}
        dataSource={detail.files}
        pagination={false}
        size="small"
      />
    </Scroll>
  );
}

export function DictionaryTable({ columns: dictionary }: { columns: readonly DatasetColumn[] }) {
  const columns: TableColumnsType<DatasetColumn> = [
    { title: '字段名', key: 'name', render: (_, c) => <code>{c.name}</code> },
    { title: '中文含义', dataIndex: 'title', key: 'title' },
    { title: '类型', key: 'type', render: (_, c) => COLUMN_TYPE_NAMES[c.type] },
    { title: '单位', key: 'unit', render: (_, c) => c.unit ?? '' },
    { title: '取值范围', key: 'values', render: (_, c) => c.values?.join('；') ?? '' },
    {
      title: '说明',
      key: 'description',
      render: (_, c) => [c.description, c.filterable ? '可在行接口中筛选' : ''].filter(Boolean).join('。'),
    },
  ];
  return (
    <Scroll label="数据字典（可横向滚动）">
      <Table
        components={DICTIONARY_TABLE}
        rowKey="name"
        columns={columns}
        dataSource={[...dictionary]}
        pagination={false}
        size="small"
      />
    </Scroll>
  );
}

const cellText = (value: DatasetRow[string] | undefined) =>
  value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? '是' : '否') : String(value);

export function PreviewTable({ detail }: { detail: DatasetDetail }) {
  const columns: TableColumnsType<DatasetRow & { key: number }> = detail.columns.map((c) => ({
    title: c.title,
    key: c.name,
    render: (_, row) => cellText(row[c.name]),
  }));
  return (
    <Scroll label="数据预览（可横向滚动）">
      <Table
        components={PREVIEW_TABLE}
        columns={columns}
        dataSource={detail.preview.map((row, i) => ({ ...row, key: i }))}
        pagination={false}
        size="small"
      />
    </Scroll>
  );
}
