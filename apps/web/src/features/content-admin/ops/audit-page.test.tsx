import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditFilter, AuditRow } from '@portal/contracts/content-admin-ops';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { clearLogin, saveLogin } from '../../../lib/login-state';
import type * as apiModule from './api';
import { auditExportUrl } from './api';
import AuditPage from './audit-page';

const row: AuditRow = {
  id: 31,
  time: '2026-11-25T02:00:00.000Z',
  action: 'cms_publish',
  actor: 'cms_approver',
  ip: '10.0.0.1',
  result: 'ok',
  detail: 'id=12 v=2 in_review->published',
};
const seen: unknown[] = [];
const exported: AuditFilter[] = [];

vi.mock('./api', async (importOriginal) => {
  const original = await importOriginal<typeof apiModule>();
  return {
    ...original,
    auditQuery: (token: string, search: unknown) => ({
      queryKey: ['audit', token, search],
      queryFn: async () => {
        seen.push(search);
        return { list: [row], total: 1, pageNum: 1, pageSize: 10 };
      },
    }),
    downloadAuditCsv: async (_token: string, filter: AuditFilter) => {
      exported.push(filter);
    },
  };
});
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => installResizeObserver());
afterEach(() => {
  cleanup();
  clearLogin();
});

describe('AuditPage', () => {
  it('asks an anonymous visitor to log in, with a way back here', () => {
    renderWithProviders(<AuditPage />, '/admin/audit');
    expect(screen.getByRole('heading', { level: 1, name: '审计日志' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '前往单位用户登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fadmin%2Faudit');
  });

  it('searches with the filters of the address (days in Shanghai, to inclusive) and exports the same filter', async () => {
    saveLogin({ userName: 'cms_admin', sessionToken: 'token-1' });
    renderWithProviders(
      <AuditPage />,
      '/admin/audit?actor=cms_approver&action=cms_publish&from=2026-11-01&to=2026-11-30',
    );
    expect(await screen.findByText('id=12 v=2 in_review->published')).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
    expect(screen.getByText('共 1 条记录')).toBeTruthy();
    const filter = {
      actor: 'cms_approver',
      action: 'cms_publish',
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-30T16:00:00.000Z',
    };
    expect(seen.at(-1)).toEqual({ ...filter, pageNum: 1, pageSize: 10 });
    expect((screen.getByLabelText('操作人') as HTMLInputElement).value).toBe('cms_approver');
    expect((screen.getByLabelText('起始日期') as HTMLInputElement).value).toBe('2026-11-01');
    expect(screen.getByLabelText('对象')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await vi.waitFor(() => expect(exported.at(-1)).toEqual(filter));
  });

  it('builds the export address of a filter, empty fields left out', () => {
    expect(auditExportUrl({})).toBe('/api/admin/audit/export');
    expect(auditExportUrl({ actor: 'cms_admin', target: 'id=1', action: '' })).toBe(
      '/api/admin/audit/export?actor=cms_admin&target=id%3D1',
    );
  });
});
