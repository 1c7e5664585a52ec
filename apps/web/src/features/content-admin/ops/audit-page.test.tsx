import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '@portal/contracts/content-admin-ops';
import type { PageOf } from '@portal/contracts/paging';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith, type SentRequest } from '../../../components/test-support/transport';
import { clearLogin, saveLogin } from '../../../lib/login-state';
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
let seen: SentRequest[];
let exported: SentRequest[];
/** The files the page handed to the browser (jsdom has no downloads): name and address. */
let downloads: { name: string; href: string }[];

beforeEach(() => {
  installResizeObserver();
  seen = answer<PageOf<AuditRow>>('/api/admin/audit', { list: [row], total: 1, pageNum: 1, pageSize: 10 });
  exported = answerWith<never>(
    '/api/admin/audit/export',
    () =>
      new Response('时间,操作\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-2026.csv"' },
      }),
  );
  downloads = [];
  URL.createObjectURL = () => 'blob:audit';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  cleanup();
  clearLogin();
  vi.restoreAllMocks();
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
    expect(seen.at(-1)!.query).toEqual({ ...filter, pageNum: '1', pageSize: '10' });
    expect((screen.getByLabelText('操作人') as HTMLInputElement).value).toBe('cms_approver');
    expect((screen.getByLabelText('起始日期') as HTMLInputElement).value).toBe('2026-11-01');
    expect(screen.getByLabelText('对象')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await vi.waitFor(() => expect(downloads).toEqual([{ name: 'audit-2026.csv', href: 'blob:audit' }]));
    expect(exported.map((request) => [request.query, request.headers.get('session-id')])).toEqual([
      [filter, 'token-1'],
    ]);
  });

  it('builds the export address of a filter, empty fields left out', () => {
    expect(auditExportUrl({})).toBe('/api/admin/audit/export');
    expect(auditExportUrl({ actor: 'cms_admin', target: 'id=1', action: '' })).toBe(
      '/api/admin/audit/export?actor=cms_admin&target=id%3D1',
    );
  });
});
