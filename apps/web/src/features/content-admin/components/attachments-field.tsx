/**
 * The attachments of a version in the editor form (docs/decisions/content-management.md "Media"): a list of
 * the files (each a download link and a 移除 button naming the file), and 上传附件, a button that opens the
 * file chooser for PDF, Word (.docx) or Excel (.xlsx) up to 20 MB. An upload goes to the server at once
 * (POST /api/admin/media/attachments: the type is checked from the bytes there) and joins the list; the
 * version keeps the list when it is saved, and the public page lists it after sign-off. Errors are read
 * out (role alert); the upload state is announced (role status).
 */
import type { CmsSaveBody } from '@portal/contracts/content-admin';
import { MEDIA_ATTACHMENT_MAX_BYTES } from '@portal/contracts/content-admin-media.codes';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { describeApiError } from '../../../lib/http-client';
import { uploadCmsAttachment } from '../api';
import { useFileChooser } from './use-file-chooser';

export type Attachments = NonNullable<CmsSaveBody['attachments']>;
/** The most attachments a version takes (contracts CmsSaveBody). */
const MAX_ATTACHMENTS = 20;
const ACCEPT =
  '.pdf,.docx,.xlsx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface AttachmentsFieldProps {
  token: string;
  /** id of the element naming the list (its form label). */
  labelledBy: string;
  value: Attachments;
  onChange: (next: Attachments) => void;
  disabled?: boolean;
}

/** The attachments list with upload and remove (module comment). */
export function AttachmentsField({ token, labelledBy, value, onChange, disabled = false }: AttachmentsFieldProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The list as last rendered: an upload that ends after a removal adds to the current list, not the old one.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const chooser = useFileChooser(ACCEPT, async (file) => {
    setError(null);
    if (file.size > MEDIA_ATTACHMENT_MAX_BYTES) {
      setError(`附件不能超过 ${MEDIA_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`);
      return;
    }
    setBusy(true);
    setStatus(`正在上传 ${file.name}…`);
    try {
      const stored = await uploadCmsAttachment(token, file);
      onChange([...latest.current, { fileName: stored.fileName, mediaId: stored.mediaId }]);
      setStatus(`已上传 ${stored.fileName}`);
    } catch (e) {
      setStatus('');
      setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  });

  const remove = (index: number) => {
    const removed = value[index];
    onChange(value.filter((_, i) => i !== index));
    if (removed) setStatus(`已移除 ${removed.fileName}`);
  };

  return (
    <div className="cms-attachments">
      {value.length > 0 ? (
        <ul aria-labelledby={labelledBy} className="cms-attachments-list">
          {value.map((a, i) => (
            <li key={`${a.mediaId}-${i}`}>
              <a href={`/api_/ow/file/${a.mediaId}`} download={a.fileName}>
                {a.fileName}
              </a>
              {!disabled && (
                <Button size="small" type="link" aria-label={`移除附件 ${a.fileName}`} onClick={() => remove(i)}>
                  移除
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted-text">暂无附件</p>
      )}
      {!disabled && (
        <Button
          size="small"
          loading={busy}
          disabled={value.length >= MAX_ATTACHMENTS}
          aria-describedby={`${labelledBy}-hint`}
          onClick={chooser.open}
        >
          上传附件
        </Button>
      )}
      {!disabled && (
        <span id={`${labelledBy}-hint`} className="muted-text">
          {' '}
          PDF、Word（.docx）或 Excel（.xlsx），每个不超过 {MEDIA_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB，最多{' '}
          {MAX_ATTACHMENTS} 个
        </span>
      )}
      {chooser.input}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {error && (
        <p role="alert" className="cms-upload-error">
          {error}
        </p>
      )}
    </div>
  );
}
