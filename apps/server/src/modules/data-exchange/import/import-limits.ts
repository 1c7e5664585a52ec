/**
 * The 400s of a file over the import's limits (docs/data-exchange.md "File import": MAX_IMPORT_BYTES,
 * MAX_IMPORT_ROWS from the contracts), one wording for the multipart limit and the row count wherever they
 * are hit.
 */
import { MAX_IMPORT_MB, MAX_IMPORT_WAN_ROWS } from '@portal/contracts/exchange-import.codes';
import { badRequest, type ApiError } from '../../../lib/api-error.js';

/** 400 naming `file`: more than MAX_IMPORT_BYTES. */
export function tooLarge(): ApiError {
  return badRequest('file', `文件超过 ${MAX_IMPORT_MB} MB，请分成多个文件导入`);
}

/** 400 naming `file`: more than MAX_IMPORT_ROWS data rows. */
export function tooManyRows(): ApiError {
  return badRequest('file', `文件超过 ${MAX_IMPORT_WAN_ROWS} 万行数据，请分成多个文件导入`);
}
