/**
 * guider_article rows -> GuiderArticleListItem / GuiderArticleDetail (@portal/contracts/sport-guider),
 * field by field. A training course (kind train) carries its course facts with the enrolment status on
 * `today` (./enrol-status.ts); other kinds have course null. The detail's HTML comes in sanitized.
 */
import type { GuiderArticleDetail, GuiderArticleListItem, GuiderCourse } from '@portal/contracts/sport-guider';
import type { GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { enrolStatus } from './enrol-status.js';
import type { GuiderArticleDetailRow, GuiderArticleRow } from './guider-article.repository.js';

function presentCourse(row: GuiderArticleRow, today: string): GuiderCourse | null {
  if (
    row.kind !== 'train' ||
    !row.course_start ||
    !row.course_end ||
    !row.enrol_start ||
    !row.enrol_end ||
    row.capacity === null ||
    row.enrolled === null
  ) {
    return null;
  }
  const facts = {
    startDate: row.course_start,
    endDate: row.course_end,
    enrolStart: row.enrol_start,
    enrolEnd: row.enrol_end,
    capacity: Number(row.capacity),
    enrolled: Number(row.enrolled),
  };
  return { ...facts, place: row.place ?? '', level: row.course_level ?? '', enrolStatus: enrolStatus(facts, today) };
}

export function presentGuiderArticleItem(row: GuiderArticleRow, today: string): GuiderArticleListItem {
  return {
    id: Number(row.id),
    kind: row.kind as GuiderArticleKind,
    title: row.title,
    summary: row.summary,
    source: row.source,
    publishDate: row.publish_date,
    course: presentCourse(row, today),
  };
}

export function presentGuiderArticleDetail(
  row: GuiderArticleDetailRow,
  today: string,
  contentHtml: string,
): GuiderArticleDetail {
  return { ...presentGuiderArticleItem(row, today), contentHtml, viewCount: Number(row.view_count) };
}
