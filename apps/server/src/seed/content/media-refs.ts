/**
 * References to seeded media rows that content generators embed: covers per news topic, banners,
 * and downloadable attachments (CSV venue lists and TXT forms).
 */
import type { Insertable } from 'kysely';
import type { AttachmentTable } from '../../db/tables/file.js';

export interface MediaRef {
  mediaId: number;
  fileName: string;
  /** Alt text / caption of an image. */
  caption: string;
}

export interface SeedMediaRefs {
  /** Cover images by news topic key (several variants each). */
  coversByTopic: ReadonlyMap<string, readonly MediaRef[]>;
  /** Every cover, for content without a topic (cases). */
  allCovers: readonly MediaRef[];
  banners: readonly MediaRef[];
  /** CSV venue lists, by year ('2024') and the national list's media. */
  venueLists: readonly (MediaRef & { year: number })[];
  /** TXT forms (报名表, 填报说明, 意见反馈表 ...), by key. */
  forms: ReadonlyMap<string, MediaRef>;
}

/** Collects attachment rows with ids assigned in order of creation. */
export class AttachmentCollector {
  readonly rows: Insertable<AttachmentTable>[] = [];

  add(
    ownerType: 'news' | 'notice' | 'regulation' | 'guidance' | 'case',
    ownerId: number,
    refs: readonly MediaRef[],
  ): void {
    refs.forEach((ref, index) => {
      this.rows.push({
        id: this.rows.length + 1,
        owner_type: ownerType,
        owner_id: ownerId,
        file_name: ref.fileName,
        media_id: ref.mediaId,
        sort: index + 1,
      });
    });
  }
}
