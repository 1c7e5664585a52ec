/**
 * Paged list conventions: query `pageNum` (>= 1, default 1) and `pageSize` (1..100, default 10);
 * response `data: { list, total, pageNum, pageSize }` (DESIGN.md "API conventions").
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const PageQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: '页码，从 1 开始' }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10, description: '每页条数，1-100' }),
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
