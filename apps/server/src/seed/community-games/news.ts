/**
 * News of the community games (table games_news): reports on the current games, published over the
 * 120 days before the seeding instant, newest last id. The project's own texts, composed from the
 * games' name, the provinces and the sports.
 */
import type { Insertable } from 'kysely';
import { GAMES_SPORTS } from '@portal/contracts/community-games.codes';
import type { GamesNewsTable } from '../../db/tables/community-games.js';
import { PROVINCES, shortProvinceName } from '../divisions.js';
import { seedRandom } from '../random.js';
import { isoInstant } from '../venue-opening/dates.js';
import type { SeededGames } from './games.js';

const TITLES = [
  (p: string, s: string, g: string) => `${p}${g}${s}项目火热开赛`,
  (p: string, s: string) => `${p}社区运动会${s}比赛报名通道开启`,
  (p: string, s: string) => `家门口的比赛：${p}居民踊跃参加${s}赛事`,
  (p: string) => `${p}公布社区运动会赛程安排`,
  (p: string, s: string) => `${p}社区运动会${s}决赛落幕 各组别名次揭晓`,
] as const;

const PARAGRAPHS = [
  '本届运动会坚持“小型、就近、多样”的办赛思路，比赛设在社区体育公园、文体广场和学校体育场地，居民步行十五分钟即可到达。',
  '赛事按少儿、青年、中年、老年分组，既有三人篮球、气排球等团体项目，也有跳绳、健步走等人人可以参加的个人项目。',
  '组委会提醒，参赛者应量力而行，赛前充分热身；高龄参赛者请携带近期体检证明，比赛现场设有医疗保障点。',
  '各地体育部门将运动会与全民健身设施建设、社会体育指导员服务结合起来，赛后场地继续向居民开放。',
  '比赛成绩和各省（区、市）奖牌榜在运动会专题页面同步公布，居民可按地区、项目和日期查询身边的赛事。',
] as const;

/** `count` news items for the current games, ids 1..count, dated before `now`. */
export function generateGamesNews(count: number, games: SeededGames, now: Date): Insertable<GamesNewsTable>[] {
  const rng = seedRandom('community-games-news');
  const span = 120 * 86_400_000;
  const times = Array.from({ length: count }, () => now.getTime() - Math.floor(rng.float() * span)).sort(
    (a, b) => a - b,
  );
  return times.map((time, i) => {
    const province = shortProvinceName(rng.pick(PROVINCES).name);
    const sport = rng.pick(GAMES_SPORTS);
    const title = rng.pick(TITLES)(province, sport, games.row.name);
    const body = rng.sample(PARAGRAPHS, 3);
    const summary = `${province}${body[0]?.slice(0, 40) ?? ''}…`;
    return {
      id: i + 1,
      games_id: games.id,
      title,
      summary,
      source: `${province}体育局`,
      // Whole minutes, like an editor's publishing time.
      publish_time: isoInstant(Math.floor(time / 60_000) * 60_000),
      content_html: `<p>${games.row.name}${province}赛区${sport}项目近日举行。</p>${body.map((p) => `<p>${p}</p>`).join('')}`,
    };
  });
}
