/**
 * A banner's image in the editor form (docs/decisions/content-management.md "Media"): 上传横幅图片 opens the
 * file chooser, the image is stored at once (POST /api/admin/media/images: type read from the bytes, EXIF
 * stripped, renditions made) and its file number becomes the banner's `imageMediaId`; the number field
 * beside it still takes an image uploaded earlier. Errors are read out (role alert), progress announced
 * (role status).
 */
import { MEDIA_IMAGE_MAX_BYTES } from '@portal/contracts/content-admin-media.codes';
import { Button } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../../lib/http-client';
import { useFileChooser } from './use-file-chooser';

export interface BannerImageFieldProps {
  /** Stores an image and resolves its file number. */
  upload: (file: File) => Promise<number>;
  onUploaded: (mediaId: number) => void;
  disabled?: boolean;
}

/** The upload button, its status line and its error (module comment). */
export function BannerImageField({ upload, onUploaded, disabled = false }: BannerImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chooser = useFileChooser('image/jpeg,image/png,image/webp', async (file) => {
    setError(null);
    if (file.size > MEDIA_IMAGE_MAX_BYTES) {
      setError(`图片不能超过 ${MEDIA_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
      return;
    }
    setBusy(true);
    setStatus(`正在上传 ${file.name}…`);
    try {
      const mediaId = await upload(file);
      onUploaded(mediaId);
      setStatus(`已上传，文件编号 ${mediaId}`);
    } catch (e) {
      setStatus('');
      setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  });
  return (
    <div className="cms-banner-upload">
      <Button loading={busy} disabled={disabled} onClick={chooser.open}>
        上传横幅图片
      </Button>
      {chooser.input}
      <span role="status" className="muted-text">
        {status}
      </span>
      {error && (
        <p role="alert" className="cms-upload-error">
          {error}
        </p>
      )}
    </div>
  );
}
