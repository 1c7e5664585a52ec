/**
 * Results of the finished races (table games_result): for each event and age group of a race, six
 * individual entrants or four teams, with scores drawn in the event's range (./sports.ts). Ranks follow
 * the scores by construction: entrants are sorted by score (lower first for times) and equal scores share
 * a rank, the next rank skipping as many places (standard competition ranking). Individual names are
 * stored as published: surname and a masked given name ('王*华'); the entrant's province is the race's,
 * except at national-level races, which draw entrants from several provinces.
 */
import type { Insertable } from 'kysely';
import type { GamesResultTable } from '../../db/tables/community-games.js';
import { PROVINCES, shortProvinceName } from '../divisions.js';
import { seedRandom, type SeedRandom } from '../random.js';
import type { SeededRace } from './races.js';
import type { EventSpec } from './sports.js';

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕'.split('');
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建国志文斌'.split('');
const UNITS = ['社区', '街道', '村', '健身站', '体育俱乐部', '老年体协'] as const;
const SIDES = ['东', '西', '南', '北', '中', '新'] as const;

/** 'm:ss.xx' for times of a minute or more, else seconds with the unit. */
export function formatScore(value: number, spec: EventSpec): string {
  if (spec.unit === '秒' && value >= 60) {
    const minutes = Math.floor(value / 60);
    const seconds = (value - minutes * 60).toFixed(spec.decimals).padStart(spec.decimals + 3, '0');
    return `${minutes}分${seconds}秒`;
  }
  return `${value.toFixed(spec.decimals)}${spec.unit}`;
}

/**
 * Standard competition ranks of `values` in order of merit (1, 2, 2, 4 ...); `values` must already be
 * sorted best first.
 */
export function competitionRanks(values: readonly number[]): number[] {
  return values.map((value, i) => {
    let first = i;
    while (first > 0 && values[first - 1] === value) first -= 1;
    return first + 1;
  });
}

function drawScore(rng: SeedRandom, spec: EventSpec): number {
  const factor = 10 ** spec.decimals;
  return Math.round(rng.between(spec.range[0], spec.range[1]) * factor) / factor;
}

/** The result rows of one finished race, ids from `firstId`. */
export function raceResults(race: SeededRace, firstId: number, rng: SeedRandom): Insertable<GamesResultTable>[] {
  const rows: Insertable<GamesResultTable>[] = [];
  const county = race.locality.county.name;
  const national = race.row.level === 'national';
  for (const spec of race.events) {
    for (const group of race.groups) {
      const size = spec.kind === 'team' ? 4 : 6;
      const entrants = Array.from({ length: size }, () => {
        const province = national ? rng.pick(PROVINCES) : race.locality.province;
        const place = national ? shortProvinceName(province.name) : county;
        const team = `${place}${rng.pick(SIDES)}${rng.pick(UNITS)}`;
        const name = spec.kind === 'team' ? `${team}代表队` : `${rng.pick(SURNAMES)}*${rng.pick(GIVEN)}`;
        return { name, team, province: province.code, value: drawScore(rng, spec) };
      });
      entrants.sort((a, b) => (spec.lowerIsBetter ? a.value - b.value : b.value - a.value));
      const ranks = competitionRanks(entrants.map((e) => e.value));
      entrants.forEach((entrant, i) => {
        rows.push({
          id: firstId + rows.length,
          race_id: race.row.id,
          event: spec.name,
          group_name: group,
          kind: spec.kind,
          rank: ranks[i] as number,
          name: entrant.name,
          team: entrant.team,
          province_code: entrant.province,
          score_value: entrant.value,
          score_text: formatScore(entrant.value, spec),
        });
      });
    }
  }
  return rows;
}

/** The random stream the results draw from (one for the whole seed, in race order). */
export const resultsRandom = () => seedRandom('community-games-results');
