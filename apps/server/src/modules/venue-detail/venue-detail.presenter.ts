/**
 * Row -> contract presenters of the venue details (@portal/contracts/venue): images
 * (VenueImage, address from modules/file) and texts (VenueIntroduction, HTML sanitized by lib/sanitize).
 */
import type { Selectable } from 'kysely';
import type { VenueImage, VenueIntroduction } from '@portal/contracts/venue';
import type { VenueImageTable, VenueIntroductionTable } from '../../db/tables/venue.js';
import { sanitizeCached } from '../../lib/sanitize.js';
import { fileUrl } from '../file/file-url.js';

export function presentImage(row: Selectable<VenueImageTable>): VenueImage {
  return { id: row.id, url: fileUrl(row.media_id), caption: row.caption };
}

export function presentIntroduction(row: Selectable<VenueIntroductionTable>): VenueIntroduction {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    contentHtml: sanitizeCached(`venue_introduction:${row.id}`, row.content_html),
    publishTime: row.publish_time,
  };
}
