/**
 * News and notice rows -> ArticleListItem / ArticleDetail (@portal/contracts/content): camelCase fields,
 * coverUrl through the file endpoint ('/api_/ow/file/{mediaId}'; null without a cover, always for
 * notices, which have none). The detail adds author, view count and the kit's DetailParts (sanitized
 * HTML, attachments, neighbours).
 */
import type { ArticleDetail, ArticleListItem } from '@portal/contracts/content';
import { fileUrl } from '../file/file-url.js';
import type { ArticleDetailRow, ArticleListRow } from './article-content.js';
import type { DetailParts } from './content.routes.js';

export function presentArticleItem(row: ArticleListRow): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    source: row.source,
    category: row.category,
    publishTime: row.publish_time,
    coverUrl: row.cover_media_id ? fileUrl(row.cover_media_id) : null,
  };
}

export function presentArticleDetail(row: ArticleDetailRow, parts: DetailParts): ArticleDetail {
  return { ...presentArticleItem(row), author: row.author, viewCount: row.view_count, ...parts };
}
