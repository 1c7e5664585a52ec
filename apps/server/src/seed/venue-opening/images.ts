/**
 * Venue photos: a small pool of SVG pictures drawn like the other seed media (../media/svg-images.ts),
 * six per venue type (24 media rows, whatever the scale), and the `venue_image` rows that reuse them:
 * 2-4 per venue, the first being the venue's cover (venue.cover_media_id).
 */
import type { Insertable } from 'kysely';
import type { MediaTable } from '../../db/tables/file.js';
import type { VenueImageTable } from '../../db/tables/venue.js';
import type { PictogramName } from '../media/pictograms.js';
import { coverSvg } from '../media/svg-images.js';
import { REFERENCE_NOW } from '../seed-settings.js';
import { venueRandom, type OrganType, type VenueFacts } from './venue-facts.js';

export interface PoolImage {
  mediaId: number;
  caption: string;
}

export interface VenueImagePool {
  rows: Insertable<MediaTable>[];
  byType: Record<OrganType, PoolImage[]>;
}

const POOL: Record<
  OrganType,
  { subtitle: string; key: string; images: [caption: string, pictogram: PictogramName][] }
> = {
  1: {
    subtitle: '公共体育场',
    key: 'stadium',
    images: [
      ['体育场全景', 'stadium'],
      ['塑胶跑道', 'runner'],
      ['足球场', 'football'],
      ['看台', 'stadium'],
      ['室外健身区', 'park'],
      ['夜间灯光球场', 'football'],
    ],
  },
  2: {
    subtitle: '公共体育馆',
    key: 'gymnasium',
    images: [
      ['体育馆外景', 'stadium'],
      ['篮球场', 'basketball'],
      ['羽毛球场', 'runner'],
      ['比赛大厅', 'basketball'],
      ['乒乓球训练区', 'skater'],
      ['观众席', 'stadium'],
    ],
  },
  3: {
    subtitle: '公共游泳（跳水）馆',
    key: 'swimming',
    images: [
      ['游泳馆外景', 'stadium'],
      ['标准泳池', 'swimmer'],
      ['训练泳道', 'swimmer'],
      ['儿童戏水池', 'swimmer'],
      ['跳水池', 'swimmer'],
      ['更衣及淋浴区', 'park'],
    ],
  },
  4: {
    subtitle: '全民健身中心',
    key: 'fitness',
    images: [
      ['健身中心外景', 'park'],
      ['器械健身区', 'runner'],
      ['多功能运动厅', 'basketball'],
      ['瑜伽舞蹈室', 'skater'],
      ['室外健身路径', 'cyclist'],
      ['乒乓球活动室', 'skater'],
    ],
  },
};

/** The pool's media rows with ids from `firstId` (type 1 first) and the images by type. */
export function buildVenueImagePool(firstId: number): VenueImagePool {
  const rows: Insertable<MediaTable>[] = [];
  const byType = { 1: [], 2: [], 3: [], 4: [] } as Record<OrganType, PoolImage[]>;
  for (const type of [1, 2, 3, 4] as const) {
    const spec = POOL[type];
    spec.images.forEach(([caption, pictogram], i) => {
      const id = firstId + rows.length;
      const body = Buffer.from(
        coverSvg({ caption, subtitle: spec.subtitle, pictogram, palette: type * 2 + i }),
        'utf8',
      );
      rows.push({
        id,
        file_name: `venue-${spec.key}-${i + 1}.svg`,
        mime: 'image/svg+xml',
        size: body.length,
        body,
        created_at: REFERENCE_NOW.toISOString(),
      });
      byType[type].push({ mediaId: id, caption });
    });
  }
  return { rows, byType };
}

/** The 2-4 pool images of a venue; the first is its cover. */
export function venueImagePicks(venue: Pick<VenueFacts, 'organId' | 'organType'>, pool: VenueImagePool): PoolImage[] {
  const rng = venueRandom('images', venue.organId);
  return rng.sample(pool.byType[venue.organType], rng.int(2, 4));
}

/** Rows for table `venue_image`, ids from 1. */
export function* venueImageRows(
  venues: readonly VenueFacts[],
  pool: VenueImagePool,
): Generator<Insertable<VenueImageTable>> {
  let id = 1;
  for (const venue of venues) {
    for (const [index, image] of venueImagePicks(venue, pool).entries()) {
      yield {
        id,
        organ_id: venue.organId,
        media_id: image.mediaId,
        caption: `${venue.name}·${image.caption}`,
        sort: index + 1,
      };
      id += 1;
    }
  }
}
