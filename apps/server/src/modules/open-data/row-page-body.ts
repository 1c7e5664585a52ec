/**
 * The body of a row-API answer around its rows' JSON text (docs/decisions/open-data.md "Row API from the
 * files"): `{"code":200,"msg":"操作成功","data":{"list":[<rows>],"total":…,"pageNum":…,"pageSize":…}}`.
 * One definition for the answer assembled per request (open-data.routes.ts) and the pages compressed when the
 * files are generated (./page-blobs.ts), so both are the same bytes.
 */
import { okJson } from '../../lib/envelope.js';

/** Stands for the rows while the envelope is split around them (never part of a real body: a NUL character). */
const ROWS_PLACE = '\u0000';

/**
 * The text before and after the rows of a page: `total` rows match in all, page `pageNum` (from 1) of
 * `pageSize` rows. The rows go between them as the file's JSON text (objects separated by commas).
 */
export function rowsPageEnvelope(total: number, pageNum: number, pageSize: number): { head: string; tail: string } {
  const [head, tail] = okJson(
    `{"list":[${ROWS_PLACE}],"total":${total},"pageNum":${pageNum},"pageSize":${pageSize}}`,
  ).split(ROWS_PLACE) as [string, string];
  return { head, tail };
}
