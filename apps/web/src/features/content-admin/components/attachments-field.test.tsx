import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import type * as apiModule from '../api';
import { AttachmentsField, type Attachments } from './attachments-field';

const uploads = vi.hoisted(() => ({ files: [] as File[], fail: null as string | null }));
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof apiModule>()),
  uploadCmsAttachment: async (_token: string, file: File) => {
    uploads.files.push(file);
    if (uploads.fail) return Promise.reject({ code: 400, msg: uploads.fail, data: null });
    return { mediaId: 41, url: '/api_/ow/file/41', fileName: '实施方案.pdf', mime: 'application/pdf', size: 9 };
  },
}));

function Harness({ initial }: { initial: Attachments }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="att">附件</span>
      <AttachmentsField token="t" labelledBy="att" value={value} onChange={setValue} />
      <pre data-testid="value">{JSON.stringify(value)}</pre>
    </>
  );
}
const choose = (file: File) => fireEvent.change(screen.getByTestId('file-chooser'), { target: { files: [file] } });

afterEach(() => {
  cleanup();
  uploads.files = [];
  uploads.fail = null;
});

describe('AttachmentsField', () => {
  it('uploads a chosen file into the list and removes one by its labelled button', async () => {
    renderWithProviders(<Harness initial={[{ fileName: '旧附件.docx', mediaId: 3 }]} />, '/admin/content/edit?id=1');
    expect(screen.getByRole('list', { name: '附件' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /上传附件/ })).toBeTruthy();
    choose(new File(['%PDF-1.7'], '实施方案.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([
        { fileName: '旧附件.docx', mediaId: 3 },
        { fileName: '实施方案.pdf', mediaId: 41 },
      ]),
    );
    expect(uploads.files[0]!.name).toBe('实施方案.pdf');
    expect(screen.getByRole('status').textContent).toBe('已上传 实施方案.pdf');
    expect(screen.getByRole('link', { name: '实施方案.pdf' }).getAttribute('href')).toBe('/api_/ow/file/41');

    fireEvent.click(screen.getByRole('button', { name: '移除附件 旧附件.docx' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([{ fileName: '实施方案.pdf', mediaId: 41 }]);
  });

  it("shows the server's reason for a refused file and keeps the list", async () => {
    uploads.fail = '参数 file 不合法：仅支持 PDF、Word（.docx）或 Excel（.xlsx）文件';
    renderWithProviders(<Harness initial={[]} />, '/admin/content/edit?id=1');
    expect(screen.getByText('暂无附件')).toBeTruthy();
    choose(new File(['hello'], 'a.docx'));
    expect((await screen.findByRole('alert')).textContent).toContain('仅支持 PDF');
    expect(screen.getByTestId('value').textContent).toBe('[]');
  });
});
