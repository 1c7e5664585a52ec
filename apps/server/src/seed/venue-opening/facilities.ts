/**
 * The opening-programme columns of a seeded venue (migration 0004): sports offered, outdoor areas and the
 * fee rules of the free/low-fee opening programme (公共体育场馆免费低收费开放):
 * - market_price: local market price of the venue's main sport, yuan per person-hour;
 * - low_fee_price: at most 70 % of the market price (whole yuan, rounded down);
 * - concession_price: at most half of the low fee (half-yuan steps, rounded down) for seniors, disabled
 *   people, students, military and firefighters.
 * Draws come from their own stream ('venue-facilities'), so the older venue columns are unchanged.
 */
import type { SeedRandom } from '../random.js';

type OrganType = 1 | 2 | 3 | 4;

/** Sports by venue type: `core` always offered (the first is the main sport), `extra` drawn. */
const SPORTS: Record<OrganType, { core: string[]; extra: string[]; extras: [number, number] }> = {
  1: { core: ['田径', '足球'], extra: ['健步走', '篮球', '网球', '门球', '广场舞', '轮滑'], extras: [1, 3] },
  2: {
    core: [],
    extra: ['篮球', '羽毛球', '乒乓球', '排球', '气排球', '武术', '跆拳道', '健身操', '体操', '击剑', '瑜伽'],
    extras: [3, 6],
  },
  3: { core: ['游泳'], extra: ['水中健身', '水球', '花样游泳'], extras: [0, 1] },
  4: {
    core: ['健身'],
    extra: ['乒乓球', '羽毛球', '篮球', '瑜伽', '舞蹈', '棋牌', '台球', '武术', '太极拳', '跆拳道'],
    extras: [3, 6],
  },
};

/** Base market price (yuan per person-hour) by type, before the regional factor. */
const BASE_PRICE: Record<OrganType, [number, number]> = { 1: [10, 25], 2: [18, 40], 3: [25, 55], 4: [12, 35] };

/** Price level by province prefix: municipalities and the east cost more, the west less. */
function regionalFactor(provinceCode: string): number {
  const prefix = provinceCode.slice(0, 2);
  if (['11', '12', '31', '50'].includes(prefix)) return 1.35;
  if (['32', '33', '35', '37', '44'].includes(prefix)) return 1.15;
  if (['45', '52', '53', '54', '62', '63', '64', '65'].includes(prefix)) return 0.85;
  return 1;
}

export interface VenueFacilities {
  sports: string[];
  hasOutdoor: boolean;
  marketPrice: number;
  lowFeePrice: number;
  concessionPrice: number;
}

/** Draws the programme columns of one venue (see the module comment for the rules). */
export function drawFacilities(
  rng: SeedRandom,
  venue: { organType: OrganType; isLarge: boolean; name: string; provinceCode: string },
): VenueFacilities {
  const { organType: type } = venue;
  const spec = SPORTS[type];
  const sports = [...spec.core];
  if (type === 2) {
    // Gymnasiums: basketball or badminton is the main hall sport.
    sports.push(rng.chance(0.6) ? '篮球' : '羽毛球');
  }
  if (type === 3 && (venue.name.includes('跳水') || (venue.isLarge && rng.chance(0.5)))) sports.push('跳水');
  const extras = rng.sample(
    spec.extra.filter((s) => !sports.includes(s)),
    rng.int(spec.extras[0], spec.extras[1]),
  );
  sports.push(...extras);

  const outdoorChance: Record<OrganType, number> = { 1: 1, 2: 0.4, 3: 0.15, 4: 0.55 };
  const hasOutdoor = rng.chance(outdoorChance[type]);

  const [low, high] = BASE_PRICE[type];
  const marketPrice = Math.max(
    5,
    Math.round(rng.between(low, high) * regionalFactor(venue.provinceCode) * (venue.isLarge ? 1.1 : 1)),
  );
  // Rounding down keeps both programme limits: low <= 0.7 x market, concession <= low / 2.
  const lowFeePrice = Math.max(1, Math.floor(marketPrice * rng.between(0.4, 0.7)));
  const concessionPrice = Math.floor(lowFeePrice * rng.between(0.6, 1)) / 2;
  return { sports, hasOutdoor, marketPrice, lowFeePrice, concessionPrice };
}
