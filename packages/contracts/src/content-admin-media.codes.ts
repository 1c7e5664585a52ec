/**
 * Limits and addresses of the back office's uploads (docs/content-management-api.md "Media";
 * docs/decisions/content-management.md "Media"), shared by the server that enforces them and the web
 * editor that states them before a file is sent.
 */

export const MEDIA_API = {
  images: '/api/admin/media/images',
  attachments: '/api/admin/media/attachments',
  videos: '/api/admin/media/videos',
} as const;

/** Largest image upload, bytes (10 MB). */
export const MEDIA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest image in pixels (width × height, 40 Mpx): bigger ones are refused before decoding. */
export const MEDIA_IMAGE_MAX_PIXELS = 40_000_000;
/** Widths of the stored renditions, px, largest first (an image is never enlarged). */
export const MEDIA_IMAGE_WIDTHS = [1600, 800, 400] as const;
/** Largest attachment upload, bytes (20 MB). */
export const MEDIA_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Image types accepted (decided from the bytes). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Attachment types accepted (decided from the bytes) and their file extensions. */
export const MEDIA_ATTACHMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type MediaAttachmentType = keyof typeof MEDIA_ATTACHMENT_TYPES;

/** Largest venue video upload, bytes (200 MB; docs/decisions/venue-opening.md "Venue video uploads"). */
export const MEDIA_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Video containers accepted (decided from the bytes) and their file extensions. */
export const MEDIA_VIDEO_TYPES = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
} as const;
/** Longest title of an uploaded venue video, characters. */
export const MEDIA_VIDEO_TITLE_MAX = 100;

/** States of a video transcode job, in order, with their Chinese names. */
export const VIDEO_JOB_STATES = ['queued', 'transcoding', 'done', 'failed'] as const;
export type VideoJobState = (typeof VIDEO_JOB_STATES)[number];
export const VIDEO_JOB_STATE_NAMES: Readonly<Record<VideoJobState, string>> = {
  queued: '排队',
  transcoding: '转码中',
  done: '完成',
  failed: '失败',
};
