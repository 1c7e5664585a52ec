/**
 * Limits and addresses of the back office's uploads (docs/content-management-api.md "Media";
 * docs/decisions/content-management.md "Media"), shared by the server that enforces them and the web
 * editor that states them before a file is sent.
 */

export const MEDIA_API = {
  images: '/api/admin/media/images',
  attachments: '/api/admin/media/attachments',
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
