/**
 * A version as the public detail page will show it: the portal's own article view (components/article,
 * the same as 新闻详情 and the other article pages), in a frame as wide as the page or as a 375 px phone.
 * Attachments link to their files as on the public page (size unknown before publishing: shown as 0).
 */
import { Segmented } from 'antd';
import { useState } from 'react';
import { ArticleDetailView } from '../../../components/article/article-detail';
import { formatDateTime } from '../../../lib/format-date';
import type { CmsSaveBody } from '@portal/contracts/content-admin';

const WIDTHS = [
  { value: 'desktop', label: '桌面' },
  { value: 'phone', label: '手机（375 像素）' },
];

/** The preview of `version` (the form's current values or a saved version). */
export function ContentPreview({ version }: { version: CmsSaveBody }) {
  const [width, setWidth] = useState('desktop');
  const attachments = (version.attachments ?? []).map((a) => ({
    id: a.mediaId,
    fileName: a.fileName,
    url: `/api_/ow/file/${a.mediaId}`,
    size: 0,
  }));
  return (
    <section className="cms-preview" aria-label="预览">
      <Segmented aria-label="预览宽度" options={WIDTHS} value={width} onChange={(v) => setWidth(String(v))} />
      <div className={`cms-preview-frame cms-preview-frame--${width}`}>
        <ArticleDetailView
          title={version.title}
          meta={[
            { label: '来源', value: version.source ?? '' },
            { label: '作者', value: version.fields?.author ?? '' },
            { label: '发布时间', value: version.publishTime ? formatDateTime(version.publishTime) : '签发时' },
          ]}
          contentHtml={version.bodyHtml}
          attachments={attachments}
          prev={null}
          next={null}
          hrefFor={() => '#'}
        />
      </div>
    </section>
  );
}
