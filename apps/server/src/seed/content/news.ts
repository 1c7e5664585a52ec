/**
 * Seeded news (table `news`): `count` articles over the three years before the seeding day (REFERENCE_NOW
 * when that is earlier; the newest within two weeks of it: compose.ts contentEnd), composed
 * from ./news-topics.ts × real place names × drawn numbers, so no two share a title and bodies differ.
 * Each body has h2/h3 headings, paragraphs, a list of measures, the topic's cover image as a figure and
 * a statement; about one in eight carries a CSV attachment (a venue list built from seeded venues).
 * Ids are 1..count in publishing order.
 */
import type { Insertable } from 'kysely';
import type { NewsTable } from '../../db/tables/content.js';
import { seedRandom, type SeedRandom } from '../random.js';
import {
  beijingDate,
  fill,
  firstSentence,
  numberSlots,
  personName,
  pickLocality,
  placeSlots,
  contentEnd,
  publishTimes,
  RECENT_CONTENT_DAYS,
  viewCount,
  yearOf,
  type Slots,
} from './compose.js';
import { REFERENCE_NOW } from '../seed-settings.js';
import { attachmentLinks, figure, h2, h3, p, ul } from './html.js';
import type { AttachmentCollector, SeedMediaRefs } from './media-refs.js';
import {
  GENERIC_SECTIONS,
  NATIONAL_SOURCES,
  NEWS_TOPICS,
  QUOTES,
  type NewsSection,
  type NewsTopic,
} from './news-topics.js';

function sectionHtml(rng: SeedRandom, section: NewsSection, slots: Slots, paragraphs: number): string {
  const chosen = rng.sample(section.paragraphs, paragraphs).map((t) => p(fill(t, slots)));
  return h2(rng.pick(section.headings)) + chosen.join('');
}

/** A topic allowed in the month of `iso`; the 全民健身日 topic dominates early August. */
function topicFor(rng: SeedRandom, iso: string): NewsTopic {
  const month = Number(beijingDate(iso).slice(5, 7));
  const allowed = NEWS_TOPICS.filter((t) => t.months.length === 0 || t.months.includes(month));
  return rng.weighted(allowed, (t) => (t.months.length > 0 ? 3 : 1));
}

export function generateNews(
  count: number,
  media: SeedMediaRefs,
  attachments: AttachmentCollector,
  /** The seeding instant: the span ends on its day when later than REFERENCE_NOW (compose.ts contentEnd). */
  seedNow: Date = REFERENCE_NOW,
): Insertable<NewsTable>[] {
  const rng = seedRandom('news');
  const titles = new Set<string>();
  const span = { end: contentEnd(seedNow), recentDays: RECENT_CONTENT_DAYS };
  return publishTimes(rng, count, span).map((publishTime, index) => {
    const id = index + 1;
    const topic = topicFor(rng, publishTime);
    const year = yearOf(publishTime);
    let locality = pickLocality(rng);
    let slots: Slots = { ...placeSlots(locality), ...numberSlots(rng), year };
    let national = rng.chance(0.25);
    let title = fill(rng.pick(national ? topic.nationalTitles : topic.localTitles), slots);
    for (let attempt = 0; titles.has(title); attempt += 1) {
      national = false; // national titles run out first; local ones have thousands of places
      locality = pickLocality(rng);
      slots = { ...placeSlots(locality), ...numberSlots(rng), year };
      title = fill(rng.pick(topic.localTitles), slots);
      if (attempt > 50) title = `${title}（${beijingDate(publishTime)}）`;
    }
    titles.add(title);

    const lead = fill(rng.pick(topic.leads), slots);
    const cover = rng.pick(media.coversByTopic.get(topic.key) ?? media.allCovers);
    const [first, second] = rng.sample(topic.sections, 2) as [NewsSection, NewsSection];
    const generic = rng.pick(GENERIC_SECTIONS);
    const withAttachment = rng.chance(0.12) && media.venueLists.length > 0;
    const listRef = withAttachment ? rng.pick(media.venueLists) : undefined;
    const body = [
      p(lead),
      figure(cover.mediaId, `${topic.caption}：${title}`, `${cover.caption}（示意图）`),
      sectionHtml(rng, first, slots, rng.int(1, 2)),
      h3(rng.pick(['主要做法', '具体举措', '工作要点'])),
      ul(rng.sample(topic.measures, rng.int(3, 4))),
      sectionHtml(rng, second, slots, rng.int(1, 2)),
      sectionHtml(rng, generic, slots, 1),
      p(fill(rng.pick(QUOTES), slots)),
      listRef ? attachmentLinks([listRef]) : '',
    ].join('');
    if (listRef) attachments.add('news', id, [listRef]);

    return {
      id,
      title,
      summary: firstSentence(lead),
      source: national ? rng.pick(NATIONAL_SOURCES) : `${locality.province.name}体育局`,
      author: `${rng.pick(['本网记者', '通讯员', '记者'])} ${personName(rng)}`,
      category: topic.category,
      content_html: body,
      publish_time: publishTime,
      view_count: viewCount(rng, publishTime),
      cover_media_id: cover.mediaId,
    };
  });
}
