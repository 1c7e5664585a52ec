/**
 * Paged list conventions: query `pageNum` (>= 1, default 1) and `pageSize` (1..100, default 10; the limits are
 * in paging.codes.ts);
 * response `data: { list, total, pageNum, pageSize }` (DESIGN.md "API conventions").
 */
import { Type, type Static, type TSchema } from 'typebox';
import { PAGE_NUM_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './paging.codes.js';

export const PageQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1, description: '页码，从 1 开始' }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: PAGE_SIZE_DEFAULT,
    description: `每页条数，1-${PAGE_SIZE_MAX}`,
  }),
});
export type PageQuery = Static<typeof PageQuery>;

/** Page schema around an item schema. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

export interface PageOf<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
