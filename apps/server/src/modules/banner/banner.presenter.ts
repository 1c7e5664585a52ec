/**
 * Banner row -> Banner (@portal/contracts/content): the image through the file endpoint
 * ('/api_/ow/file/{mediaId}'), the in-site link path as stored.
 */
import type { Banner } from '@portal/contracts/content';
import { fileUrl } from '../file/file-url.js';
import type { BannerRow } from './banner.repository.js';

export function presentBanner(row: BannerRow): Banner {
  return { id: row.id, title: row.title, imageUrl: fileUrl(row.media_id), linkPath: row.link_path };
}
