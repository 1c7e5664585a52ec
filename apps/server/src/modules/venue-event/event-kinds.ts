/**
 * The two kinds of venue event (spec §7): matches 赛事活动 (table venue_match, path segment
 * 'match') and trainings 培训 (venue_training, 'training'). A kind names its table, its extra columns,
 * the response schemas of contracts/venue-event.ts and how its extra fields are presented; the routes,
 * repository and presenter are shared.
 */
import { MatchDetail, MatchListItem, TrainingDetail, TrainingListItem } from '@portal/contracts/venue-event';
import type { TSchema } from 'typebox';
import type { EventRow, EventTable, ExtraColumn } from './venue-event.repository.js';

export interface EventKind {
  table: EventTable;
  /** Path segment: /api/data/v2/venue/{segment}/search ... */
  segment: 'match' | 'training';
  /** Chinese name for summaries and messages: notFound(label) -> '{label}不存在或已删除'. */
  label: string;
  extras: readonly ExtraColumn[];
  itemSchema: TSchema;
  detailSchema: TSchema;
  /** The kind's own fields of a list item, from its extra columns. */
  presentExtras(row: EventRow): Record<string, string | number>;
}

export const MATCH_KIND: EventKind = {
  table: 'venue_match',
  segment: 'match',
  label: '赛事活动',
  extras: ['level', 'participants'],
  itemSchema: MatchListItem,
  detailSchema: MatchDetail,
  presentExtras: (row) => ({ level: row.level ?? '', participants: Number(row.participants ?? 0) }),
};

export const TRAINING_KIND: EventKind = {
  table: 'venue_training',
  segment: 'training',
  label: '培训',
  extras: ['target', 'capacity', 'fee'],
  itemSchema: TrainingListItem,
  detailSchema: TrainingDetail,
  presentExtras: (row) => ({
    target: row.target ?? '',
    capacity: Number(row.capacity ?? 0),
    fee: Number(row.fee ?? 0),
  }),
};

export const EVENT_KINDS: readonly EventKind[] = [MATCH_KIND, TRAINING_KIND];
