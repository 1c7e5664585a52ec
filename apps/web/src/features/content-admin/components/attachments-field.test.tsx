import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MediaAttachmentUpload } from '@portal/contracts/content-admin-media';
import { MEDIA_API } from '@portal/contracts/content-admin-media.codes';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { answer, answerFailure } from '../../../components/test-support/transport';
import { AttachmentsField, type Attachments } from './attachments-field';

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

afterEach(cleanup);

describe('AttachmentsField', () => {
  it('uploads a chosen file into the list and removes one by its labelled button', async () => {
    const uploads = answer<MediaAttachmentUpload>(
      MEDIA_API.attachments,
      { mediaId: 41, url: '/api_/ow/file/41', fileName: '实施方案.pdf', mime: 'application/pdf', size: 9 },
      { method: 'post' },
    );
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
    // Sent as the multipart field `file`, with the editor's token.
    expect(uploads[0]!.body).toEqual({
      file: { fileName: '实施方案.pdf', type: 'application/pdf', content: '%PDF-1.7' },
    });
    expect(uploads[0]!.headers.get('session-id')).toBe('t');
    expect(screen.getByRole('status').textContent).toBe('已上传 实施方案.pdf');
    expect(screen.getByRole('link', { name: '实施方案.pdf' }).getAttribute('href')).toBe('/api_/ow/file/41');

    fireEvent.click(screen.getByRole('button', { name: '移除附件 旧附件.docx' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([{ fileName: '实施方案.pdf', mediaId: 41 }]);
  });

  it("shows the server's reason for a refused file and keeps the list", async () => {
    answerFailure(MEDIA_API.attachments, 400, '参数 file 不合法：仅支持 PDF、Word（.docx）或 Excel（.xlsx）文件', {
      method: 'post',
    });
    renderWithProviders(<Harness initial={[]} />, '/admin/content/edit?id=1');
    expect(screen.getByText('暂无附件')).toBeTruthy();
    choose(new File(['hello'], 'a.docx'));
    expect((await screen.findByRole('alert')).textContent).toContain('仅支持 PDF');
    expect(screen.getByTestId('value').textContent).toBe('[]');
  });
});
