import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportStatus } from '@portal/contracts/exchange-import';
import { IMPORT_API } from '@portal/contracts/exchange-import.codes';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answerWith, type SentFile } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import ExchangeImportPage from './exchange-import-page';

const previewed: ImportStatus = {
  id: 7,
  entity: 'facility',
  system: 'js365_equ',
  fileName: 'facilities.csv',
  status: 'previewed',
  total: 13,
  done: 0,
  preview: { created: 10, updated: 0, unchanged: 0, rejected: 3 },
  applied: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
  samples: {
    created: [{ rowNo: 3, sourceId: 'IMP-1' }],
    updated: [],
    unchanged: [],
    rejected: [{ rowNo: 5, sourceId: 'IMP-11', field: 'buildYear', value: '1800', reason: '应不小于 1949' }],
  },
  createdAt: '2026-11-28T02:00:00.000Z',
  finishedAt: null,
  failure: null,
};
const applied: ImportStatus = { ...previewed, status: 'applied', done: 13, applied: previewed.preview };
const calls: string[] = [];

/** A CSV file answer (the template, the error file). */
const csv = (fileName: string) =>
  new Response('sourceId\n', {
    headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${fileName}"` },
  });

/** The import API as the test transport answers it; each call is noted in `calls`. */
function answerImportApi() {
  answerWith<ImportStatus>(
    IMPORT_API,
    ({ query, body }) => {
      calls.push(`upload ${query.entity} ${(body as { file: SentFile }).file.fileName}`);
      return { ...previewed, status: 'previewing', preview: { created: 0, updated: 0, unchanged: 0, rejected: 0 } };
    },
    { method: 'post' },
  );
  answerWith<ImportStatus>(`${IMPORT_API}/:id`, ({ params }) =>
    calls.includes(`apply ${String(params.id)}`) ? applied : previewed,
  );
  answerWith<ImportStatus>(
    `${IMPORT_API}/:id/apply`,
    ({ params }) => {
      calls.push(`apply ${String(params.id)}`);
      return { ...previewed, status: 'applying', done: 0 };
    },
    { method: 'post' },
  );
  answerWith<never>(`${IMPORT_API}/template/:entity`, ({ params }) => {
    calls.push(`template ${String(params.entity)}`);
    return csv(`${String(params.entity)}-template.csv`);
  });
  answerWith<never>(`${IMPORT_API}/:id/errors.csv`, ({ params }) => {
    calls.push(`errors ${String(params.id)}`);
    return csv(`import-${String(params.id)}-errors.csv`);
  });
}
/** The files the page handed to the browser (jsdom has no downloads). */
let downloads: string[];

beforeEach(() => {
  installResizeObserver();
  calls.length = 0;
  answerImportApi();
  downloads = [];
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  clearLogin();
  vi.restoreAllMocks();
});

describe('ExchangeImportPage', () => {
  it('asks an anonymous visitor to log in, with a way back here', () => {
    renderWithProviders(<ExchangeImportPage />, '/admin/exchange/import');
    expect(screen.getByRole('heading', { level: 1, name: '文件导入' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Fexchange%2Fimport');
  });

  it('downloads the template, uploads, shows the dry run, applies with progress and offers the error file', async () => {
    saveLogin({ userName: 'agency_admin', sessionToken: 'token-1' });
    renderWithProviders(<ExchangeImportPage />, '/admin/exchange/import');
    expect(screen.getByLabelText('数据类别')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下载模板' }));
    await vi.waitFor(() => expect(downloads).toEqual(['venue-template.csv']));
    expect(calls).toEqual(['template venue']);

    fireEvent.click(screen.getByRole('button', { name: /上传并试运行/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('请先选择要导入的文件');

    const input = screen.getByLabelText(/导入文件/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['sourceId\n'], 'facilities.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: /上传并试运行/ }));
    expect(await screen.findByText('试运行结果：新增 10 · 更新 0 · 无变化 0 · 拒绝 3')).toBeTruthy();
    expect(screen.getByText('应不小于 1949')).toBeTruthy();
    expect(calls.at(-1)).toBe('upload venue facilities.csv');

    fireEvent.click(screen.getByRole('button', { name: /确认写入/ }));
    expect(await screen.findByText('13 / 13 行')).toBeTruthy();
    expect(screen.getByText('写入结果：新增 10 · 更新 0 · 无变化 0 · 拒绝 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /下载错误文件/ }));
    await vi.waitFor(() => expect(downloads.at(-1)).toBe('import-7-errors.csv'));
    expect(calls.at(-1)).toBe('errors 7');
  });
});
