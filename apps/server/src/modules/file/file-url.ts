/**
 * The public address of a stored file (GET /api_/ow/file/{id}): lib/file-url.ts, re-exported for the
 * modules' presenters (the data layer's HLS writer builds the same addresses from lib/).
 */
export { FILE_ROUTE_PREFIX, fileUrl } from '../../lib/file-url.js';
