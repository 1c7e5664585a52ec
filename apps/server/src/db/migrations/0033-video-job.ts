/**
 * video_job: one uploaded venue video waiting for, going through or done with its HLS transcode
 * (docs/decisions/venue-opening.md "Venue video uploads"). The upload's bytes (`source`) wait here so any
 * instance can take the job; they are cleared when it ends. `state`: queued | transcoding | done | failed
 * (排队/转码中/完成/失败); `reason` the Chinese reason of a failure; `heartbeat_at` the running instance's
 * last sign of life (a transcoding job with an old one was cut off and is taken again); `video_id` the
 * venue_video row made on success. `video_job_state_idx` (state, id) finds the next job to take.
 */
import type { Kysely } from 'kysely';
import { blobType, withIdColumn } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('video_job'))
    .addColumn('organ_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('container', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('source', blobType(db))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('video_job_state_idx').on('video_job').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_job').execute();
}
