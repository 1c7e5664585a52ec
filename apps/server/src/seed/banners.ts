/**
 * Home carousel slides (table `banner`): the five BANNERS of ./media/media-catalog.ts with their SVG
 * media. A link of the form 'topic:<key>' opens the newest news article of that topic.
 */
import type { Insertable } from 'kysely';
import type { NewsTable } from '../db/tables/content.js';
import type { BannerTable } from '../db/tables/site.js';
import type { SeedMediaRefs } from './content/media-refs.js';
import { BANNERS } from './media/media-catalog.js';

export function bannerRows(media: SeedMediaRefs, news: readonly Insertable<NewsTable>[]): Insertable<BannerTable>[] {
  return BANNERS.map((banner, index) => {
    let linkPath = banner.linkPath;
    const topic = /^topic:(.+)$/.exec(linkPath)?.[1];
    if (topic) {
      const covers = new Set((media.coversByTopic.get(topic) ?? []).map((c) => c.mediaId));
      const newest = news.filter((n) => covers.has(n.cover_media_id ?? -1)).at(-1);
      linkPath = newest ? `/news/newsdetail?id=${newest.id}` : '/news';
    }
    const ref = media.banners[index];
    if (!ref) throw new Error(`banner ${index} has no media`);
    return { id: index + 1, title: banner.title, media_id: ref.mediaId, link_path: linkPath, sort: index + 1 };
  });
}
