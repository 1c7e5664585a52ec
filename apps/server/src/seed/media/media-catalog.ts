/**
 * Every media row of the seed (table `media`) and the references content generators embed:
 * - 4 covers per news topic (40 at the 10 topics; reused by all news and cases to keep the DB small);
 * - 5 home banners (1200 × 400);
 * - CSV venue lists, one per year of the content span, built from a sample of the seeded venues;
 * - TXT forms.
 * Ids are 1..n in this order. The number of media rows does not grow with the scale.
 */
import type { Insertable } from 'kysely';
import type { MediaTable } from '../../db/tables/file.js';
import type { MediaRef, SeedMediaRefs } from '../content/media-refs.js';
import { NEWS_TOPICS } from '../content/news-topics.js';
import { REFERENCE_NOW } from '../seed-settings.js';
import type { VenueSample } from '../venues.js';
import { FORMS, formText, venueListCsv } from './attachment-files.js';
import type { PictogramName } from './pictograms.js';
import { bannerSvg, coverSvg } from './svg-images.js';

export const COVERS_PER_TOPIC = 4;

/** The five home banners: title, subtitle, pictograms and the in-site path each opens. */
export const BANNERS: readonly { title: string; subtitle: string; pictograms: PictogramName[]; linkPath: string }[] = [
  {
    title: '全民健身 健康中国',
    subtitle: '8月8日全民健身日 一起动起来',
    pictograms: ['runner', 'cyclist', 'swimmer'],
    linkPath: '/news',
  },
  {
    title: '公共体育场馆免费低收费开放',
    subtitle: '查询身边开放的体育场馆',
    pictograms: ['stadium', 'basketball'],
    linkPath: '/main/openFacility?organType=2',
  },
  {
    title: '体育公园 绿色生活',
    subtitle: '家门口的运动乐园',
    pictograms: ['park', 'football', 'runner'],
    linkPath: 'topic:sports-park',
  },
  {
    title: '科学健身 快乐运动',
    subtitle: '健身讲座与百科 运动处方指导',
    pictograms: ['swimmer', 'skater'],
    linkPath: '/scienceFitnessGuide/fitnessTalk',
  },
  {
    title: '政策法规 一网通查',
    subtitle: '全民健身政策文件及解读',
    pictograms: ['stadium', 'runner'],
    linkPath: '/policyRule',
  },
];

export interface MediaCatalog {
  rows: Insertable<MediaTable>[];
  refs: SeedMediaRefs;
}

/** Builds the media rows; `venueSample` feeds the CSV lists, `years` names one list per year. */
export function buildMediaCatalog(venueSample: readonly VenueSample[], years: readonly number[]): MediaCatalog {
  const rows: Insertable<MediaTable>[] = [];
  const createdAt = REFERENCE_NOW.toISOString();
  const add = (fileName: string, mime: string, body: Buffer, caption: string): MediaRef => {
    const id = rows.length + 1;
    rows.push({ id, file_name: fileName, mime, size: body.length, body, created_at: createdAt });
    return { mediaId: id, fileName, caption };
  };
  const svg = (text: string) => Buffer.from(text, 'utf8');

  const coversByTopic = new Map<string, MediaRef[]>();
  NEWS_TOPICS.forEach((topic, t) => {
    const covers: MediaRef[] = [];
    for (let v = 0; v < COVERS_PER_TOPIC; v += 1) {
      const body = svg(
        coverSvg({ caption: topic.caption, subtitle: topic.subtitle, pictogram: topic.pictogram, palette: t + v * 3 }),
      );
      covers.push(add(`cover-${topic.key}-${v + 1}.svg`, 'image/svg+xml', body, topic.caption));
    }
    coversByTopic.set(topic.key, covers);
  });

  const banners = BANNERS.map((b, i) =>
    add(`banner-${i + 1}.svg`, 'image/svg+xml', svg(bannerSvg({ ...b, palette: i * 2 })), b.title),
  );

  // Each year's list takes a different slice of the sample, so the lists are not copies of each other.
  const perList = Math.max(
    1,
    Math.min(40, Math.floor(venueSample.length / Math.max(1, years.length)) || venueSample.length),
  );
  const venueLists = years.map((year, i) => {
    const slice = venueSample.slice(i * perList, i * perList + perList);
    const fileName = `附件1：${year}年度免费低收费开放场馆名单.csv`;
    return { ...add(fileName, 'text/csv', venueListCsv(slice.length > 0 ? slice : venueSample), fileName), year };
  });

  const forms = new Map(
    Object.entries(FORMS).map(([key, form]) => [key, add(form.fileName, 'text/plain', formText(key), form.fileName)]),
  );

  return {
    rows,
    refs: { coversByTopic, allCovers: [...coversByTopic.values()].flat(), banners, venueLists, forms },
  };
}
