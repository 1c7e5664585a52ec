/**
 * Attachments of an article: file name, size in KB, download link. Renders nothing when the
 * list is empty. `Attachment.url` is the server's download address, e.g. '/api_/ow/file/12'.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { useId } from 'react';
import type { Attachment } from '@portal/contracts/content';
import { formatFileSize } from './format-file-size';

export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const headingId = useId();
  if (attachments.length === 0) return null;
  return (
    <section className="attachment-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="attachment-list-title">
        附件
      </h2>
      <ul>
        {attachments.map((file) => (
          <li key={file.id}>
            <PaperClipOutlined aria-hidden="true" />
            <a href={file.url} download={file.fileName}>
              {file.fileName}
            </a>
            <span className="muted-text">（{formatFileSize(file.size)}）</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
