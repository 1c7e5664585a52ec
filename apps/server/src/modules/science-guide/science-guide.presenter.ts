/**
 * science_guide / fitness_station rows -> ScienceGuideListItem, ScienceGuideDetail, StationItem
 * (@portal/contracts/science-guide), field by field. The detail takes the content kit's sanitized HTML,
 * attachments and previous/next (within the entry's kind: the routes' neighbourPartition).
 * Stations: the service phone is the station's public number (an organisation's, not a person's).
 */
import type { ScienceGuideDetail, ScienceGuideListItem, StationItem } from '@portal/contracts/science-guide';
import type { ScienceGuideKind, ScienceGuideMedia } from '@portal/contracts/science-guide.codes';
import type { Selectable } from 'kysely';
import type { FitnessStationTable, ScienceGuideTable } from '../../db/tables/science-guide.js';
import type { DetailParts } from '../content/content.routes.js';

export type ScienceGuideDetailRow = Selectable<ScienceGuideTable>;
/** A list row: every column but the body, media addresses and view count. */
export type ScienceGuideListRow = Omit<
  ScienceGuideDetailRow,
  'content_html' | 'view_count' | 'video_url' | 'captions_url'
>;

export function presentGuideItem(row: ScienceGuideListRow): ScienceGuideListItem {
  return {
    id: row.id,
    kind: row.kind as ScienceGuideKind,
    title: row.title,
    summary: row.summary,
    category: row.category,
    speaker: row.speaker,
    publishDate: row.publish_date,
    media: row.media as ScienceGuideMedia,
    durationMinutes: row.duration_minutes,
    level: row.level,
    ageGroup: row.age_group,
    weeks: row.weeks,
  };
}

export function presentGuideDetail(row: ScienceGuideDetailRow, parts: DetailParts): ScienceGuideDetail {
  return {
    ...presentGuideItem(row),
    viewCount: row.view_count,
    contentHtml: parts.contentHtml,
    videoUrl: row.video_url,
    captionsUrl: row.captions_url,
    attachments: parts.attachments,
    prev: parts.prev,
    next: parts.next,
  };
}

export type StationRow = Selectable<FitnessStationTable>;

/** `distanceKm`: straight-line distance from the visitor's point, rounded to 0.1 km; null without one. */
export function presentStation(row: StationRow, distanceKm: number | null): StationItem {
  return {
    id: row.id,
    name: row.name,
    areaCode: row.area_code,
    areaName: row.area_name,
    address: row.address,
    openingHours: row.opening_hours,
    phone: row.phone,
    bookingNote: row.booking_note,
    lng: row.lng,
    lat: row.lat,
    distanceKm,
  };
}
