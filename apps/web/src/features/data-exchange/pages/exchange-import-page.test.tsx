import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportStatus } from '@portal/contracts/exchange-import';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import type * as apiModule from '../api';
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
};
const applied: ImportStatus = { ...previewed, status: 'applied', done: 13, applied: previewed.preview };
const calls: string[] = [];

vi.mock('../api', async (importOriginal) => {
  const original = await importOriginal<typeof apiModule>();
  return {
    ...original,
    uploadImport: async (_token: string, entity: string, file: File) => {
      calls.push(`upload ${entity} ${file.name}`);
      return { ...previewed, status: 'previewing', preview: { created: 0, updated: 0, unchanged: 0, rejected: 0 } };
    },
    applyImport: async (_token: string, id: number) => {
      calls.push(`apply ${id}`);
      return { ...previewed, status: 'applying', done: 0 };
    },
    importStatusQuery: (token: string, id: number) => ({
      queryKey: ['exchange-import', id, token],
      queryFn: async () => (calls.includes(`apply ${id}`) ? applied : previewed),
      refetchInterval: (query: { state: { data?: ImportStatus } }) =>
        ['previewing', 'applying'].includes(query.state.data?.status ?? '') ? 10 : false,
    }),
    downloadTemplate: async (_token: string, entity: string) => void calls.push(`template ${entity}`),
    downloadErrors: async (_token: string, id: number) => void calls.push(`errors ${id}`),
  };
});
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  installResizeObserver();
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  clearLogin();
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
    await vi.waitFor(() => expect(calls).toEqual(['template venue']));

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
    await vi.waitFor(() => expect(calls.at(-1)).toBe('errors 7'));
  });
});
