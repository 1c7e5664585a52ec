import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsVersionSummary } from '@portal/contracts/content-admin';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerWith } from '../../../components/test-support/transport';
import type { CmsFullVersion, CmsSaved } from '../api';
import { VersionsPanel } from './versions-panel';

const full = (versionNo: number, title: string): CmsFullVersion => ({
  versionNo,
  title,
  digest: 'd',
  createdBy: 'cms_editor',
  createdAt: '2026-11-25T02:00:00.000Z',
  summary: '',
  source: '',
  bodyHtml: `<p>${title}的正文</p>`,
  publishTime: null,
  attachments: [],
  fields: {},
});
const VERSIONS = [full(2, '活动结束'), full(1, '活动启动')];
let restored: number[];

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  installResizeObserver();
  // The rows of the list are full versions here (a row is their summary).
  answer<CmsVersionSummary[]>('/api/admin/content/7/versions', VERSIONS);
  answerWith<CmsFullVersion>('/api/admin/content/7/versions/:versionNo', ({ params }) =>
    VERSIONS.find((v) => v.versionNo === Number(params.versionNo))!,
  );
  restored = [];
  answerWith<CmsSaved>(
    '/api/admin/content/7/versions/:versionNo/restore',
    ({ params }) => {
      restored.push(Number(params.versionNo));
      return { id: 7, versionNo: 3 };
    },
    { method: 'post' },
  );
});
afterEach(cleanup);

describe('VersionsPanel', () => {
  it('lists the versions, shows the diff of the last two, and restores an older one', async () => {
    const onRestored = vi.fn();
    renderWithProviders(
      <VersionsPanel token="t" itemId={7} kind="news" canRestore onRestored={onRestored} />,
      '/admin/content/edit?id=7',
    );
    expect(await screen.findByRole('button', { name: '查看第 2 版' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '恢复第 2 版' })).toBeNull(); // the latest
    fireEvent.click(screen.getByRole('button', { name: '查看差异' }));
    const diff = await screen.findByRole('region', { name: '第 1 版与第 2 版的差异' });
    expect(diff.querySelector('dd del')?.textContent).toBe('删除：启动');
    fireEvent.click(screen.getByRole('button', { name: '恢复第 1 版' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(3));
    expect(restored).toEqual([1]);
  });

  it('offers no restore without the right to edit', async () => {
    renderWithProviders(
      <VersionsPanel token="t" itemId={7} kind="news" canRestore={false} onRestored={() => {}} />,
      '/admin/content/edit?id=7',
    );
    expect(await screen.findByRole('button', { name: '查看第 1 版' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '恢复第 1 版' })).toBeNull();
  });
});
