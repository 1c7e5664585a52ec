/** Rows of the all-news union -> contracts news-all NewsAllItem, field by field. */
import type { NewsAllItem } from '@portal/contracts/news-all';
import type { NewsAllRow } from './news-all.repository.js';

export function presentNewsAllItem(row: NewsAllRow): NewsAllItem {
  return {
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    publishTime: row.publish_time,
  };
}
