/**
 * The public address of a stored file (GET /api_/ow/file/{id}); used by every presenter that links
 * an image or attachment, so the path is written in one place.
 */
export const FILE_ROUTE_PREFIX = '/api_/ow/file/';

/** '/api_/ow/file/{mediaId}' */
export const fileUrl = (mediaId: number): string => `${FILE_ROUTE_PREFIX}${mediaId}`;
