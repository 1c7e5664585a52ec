/**
 * Row generators of the facility seed (./seed-facilities.ts): for one map point of type 6, its facility
 * row, fields (场地) and equipment pieces (器材); the certification pool; repair-report examples.
 * Deterministic: each generator draws from the stream it is given. Dates are relative to the seeding day
 * `today` ('YYYY-MM-DD'); a piece's warranty end is its install date + 8 years (GB 19272, main parts).
 *
 * Manufacturers and certificate numbers are invented for the seed (no real company is named); the
 * certification bodies are the kinds of body that certify outdoor fitness equipment in China.
 */
import { EQUIPMENT_SAMPLE_NAMES, EQUIPMENT_WARRANTY_YEARS, type FacilityKind } from '@portal/contracts/facility.codes';
import type { Selectable } from 'kysely';
import type { FacilityCertificationTable } from '../../db/tables/facility.js';
import type { SeedRandom } from '../random.js';

/** Days since 1970-01-01 of 'YYYY-MM-DD', and back. */
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
const dayText = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' `years` calendar years after `day` (29 Feb -> 1 Mar). */
export function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

const MANUFACTURER_PLACES = [
  '华体',
  '康力',
  '泰山',
  '英派',
  '舒健',
  '奥康',
  '金陵',
  '南山',
  '群星',
  '锐步',
  '健民',
  '北辰',
];
const MANUFACTURER_KINDS = ['体育器材有限公司', '健身器材股份有限公司', '体育设施有限公司', '文体用品有限公司'];
/** Invented manufacturers (12 × 4 = 48). */
export const MANUFACTURERS: readonly string[] = MANUFACTURER_PLACES.flatMap((p) =>
  MANUFACTURER_KINDS.map((k) => `${p}${k}`),
);

const CERT_BODIES = [
  { name: '中国质量认证中心', code: 'CQC' },
  { name: '国家体育用品质量检验检测中心', code: 'NSQ' },
  { name: '中体联（北京）认证中心', code: 'CSC' },
] as const;

export type CertificationRow = Selectable<FacilityCertificationTable>;

/** One certification per (manufacturer, equipment name): ids 1..n in this order. */
export function certificationRows(rng: SeedRandom, today: string): CertificationRow[] {
  const rows: CertificationRow[] = [];
  const names = [...EQUIPMENT_SAMPLE_NAMES.traditional, ...EQUIPMENT_SAMPLE_NAMES.smart];
  MANUFACTURERS.forEach((manufacturer, m) => {
    names.forEach((product, p) => {
      const body = rng.pick(CERT_BODIES);
      // Valid 5 years; about one in six has run out already.
      const issued = dayNumber(today) - rng.int(30, 6 * 365);
      const issue = dayText(issued);
      rows.push({
        id: rows.length + 1,
        certificate_no: `${body.code}${issue.slice(0, 4)}${String(m + 1).padStart(2, '0')}${String(p + 1).padStart(2, '0')}${String(rng.int(0, 9999)).padStart(4, '0')}`,
        body: body.name,
        scope: smartName(product) ? '智能室外健身器材' : '室外健身器材',
        product,
        model: modelOf(m, p),
        manufacturer,
        standard: smartName(product) ? 'GB 19272-2011；T/CSGF 010-2021' : 'GB 19272-2011',
        issue_date: issue,
        valid_until: addYears(issue, 5),
      });
    });
  });
  return rows;
}

const smartName = (name: string) => name.startsWith('智能');
const modelOf = (m: number, p: number) =>
  `${String.fromCharCode(65 + (m % 26))}${String.fromCharCode(65 + (p % 26))}-${100 + ((m * 31 + p * 7) % 900)}`;

/** Pieces per facility kind: [min, max] and the share of smart pieces. */
const EQUIPMENT_PER_KIND: Record<FacilityKind, { min: number; max: number; smart: number }> = {
  fitness_path: { min: 2, max: 5, smart: 0.08 },
  special_site: { min: 0, max: 2, smart: 0.1 },
  fitness_center: { min: 2, max: 6, smart: 0.4 },
  sports_park: { min: 3, max: 8, smart: 0.25 },
  fitness_venue: { min: 1, max: 4, smart: 0.3 },
  stadium: { min: 0, max: 2, smart: 0 },
  fitness_trail: { min: 0, max: 3, smart: 0.15 },
  mountain_trail: { min: 0, max: 2, smart: 0 },
  greenway: { min: 0, max: 3, smart: 0.15 },
  skating_rink: { min: 0, max: 0, smart: 0 },
  other: { min: 1, max: 4, smart: 0.05 },
};

/** Fields per kind: [min, max] and the sports drawn from. */
const FIELDS_PER_KIND: Partial<Record<FacilityKind, { min: number; max: number; sports: readonly string[] }>> = {
  special_site: { min: 1, max: 2, sports: ['笼式足球', '门球', '网球', '气排球', '攀岩', '滑板'] },
  fitness_center: { min: 2, max: 4, sports: ['篮球', '羽毛球', '乒乓球', '健身', '游泳'] },
  sports_park: { min: 2, max: 5, sports: ['足球', '篮球', '网球', '门球', '轮滑', '乒乓球'] },
  fitness_venue: { min: 1, max: 3, sports: ['健身', '羽毛球', '乒乓球', '瑜伽'] },
  stadium: { min: 1, max: 3, sports: ['田径', '足球', '篮球'] },
  skating_rink: { min: 1, max: 2, sports: ['速度滑冰', '花样滑冰', '冰球'] },
  other: { min: 0, max: 1, sports: ['篮球', '乒乓球', '门球'] },
};
const INDOOR_SPORTS = new Set(['羽毛球', '乒乓球', '健身', '游泳', '瑜伽', '花样滑冰', '冰球', '速度滑冰']);
const SURFACES: Record<string, string> = {
  足球: '人造草坪',
  笼式足球: '人造草坪',
  篮球: '硅PU',
  网球: '丙烯酸',
  门球: '人造草坪',
  气排球: '硅PU',
  田径: '塑胶',
  轮滑: '水泥',
  羽毛球: '木地板',
  乒乓球: '运动地胶',
  健身: '运动地胶',
  游泳: '瓷砖',
  瑜伽: '木地板',
  攀岩: '岩板',
  滑板: '混凝土',
  速度滑冰: '真冰',
  花样滑冰: '真冰',
  冰球: '真冰',
};
const FIELD_AREAS: Record<string, [number, number]> = { 足球: [3000, 7500], 田径: [8000, 14000], 篮球: [420, 608] };

export interface PointRow {
  id: number;
  kind: string;
  name: string;
  address: string;
  province_code: string;
  city_code: string;
  county_code: string;
}

/** Facility row values in FACILITY_COLUMNS order. */
export const FACILITY_COLUMNS = [
  'id',
  'kind',
  'province_code',
  'city_code',
  'county_code',
  'condition',
  'area',
  'length',
  'build_year',
  'manager_unit',
  'free',
  'open_to_public',
  'description',
  'equipment_count',
  'field_count',
  'repairing_count',
] as const;

export const EQUIPMENT_COLUMNS = [
  'facility_id',
  'name',
  'category',
  'model',
  'manufacturer',
  'install_date',
  'warranty_end',
  'last_inspection',
  'condition',
  'open_reports',
  'certification_id',
  'county_code',
] as const;

export const FIELD_COLUMNS = [
  'facility_id',
  'organ_id',
  'name',
  'sport',
  'surface',
  'area',
  'indoor',
  'lighting',
  'open_to_public',
  'free',
  'condition',
  'province_code',
  'city_code',
  'county_code',
] as const;

const TRAIL_KINDS = new Set<string>(['fitness_trail', 'mountain_trail', 'greenway']);
const MANAGERS: Partial<Record<FacilityKind, string>> = {
  fitness_path: '街道办事处',
  sports_park: '园林绿化局',
  greenway: '园林绿化局',
  mountain_trail: '文化和旅游局',
};

/** The rows of one facility (point `p`): its facility row, fields and pieces, as value arrays. */
export function facilityOf(
  p: PointRow,
  rng: SeedRandom,
  today: string,
  certificationCount: number,
): { facility: unknown[]; fields: unknown[][]; equipment: unknown[][] } {
  const kind = p.kind as FacilityKind;
  const todayN = dayNumber(today);
  const buildYear = Number(today.slice(0, 4)) - rng.int(0, 14);
  const condition = rng.chance(0.03) ? 'disabled' : 'normal';
  const shape = EQUIPMENT_PER_KIND[kind] ?? EQUIPMENT_PER_KIND.other;
  const pieces = rng.int(shape.min, shape.max);
  const equipment: unknown[][] = [];
  const earliestInstall = dayNumber(`${buildYear}-01-01`);
  for (let i = 0; i < pieces; i += 1) {
    const smart = rng.chance(shape.smart);
    const category = smart ? 'smart' : 'traditional';
    const names = EQUIPMENT_SAMPLE_NAMES[category];
    const nameIndex = rng.int(0, names.length - 1);
    const m = rng.int(0, MANUFACTURERS.length - 1);
    const install = dayText(Math.min(todayN - 7, earliestInstall + rng.int(0, Math.max(0, todayN - earliestInstall))));
    const inspected = rng.chance(0.85) ? dayText(todayN - rng.int(1, 200)) : null;
    const productIndex = (smart ? EQUIPMENT_SAMPLE_NAMES.traditional.length : 0) + nameIndex;
    const certId =
      m * (EQUIPMENT_SAMPLE_NAMES.traditional.length + EQUIPMENT_SAMPLE_NAMES.smart.length) + productIndex + 1;
    equipment.push([
      p.id,
      names[nameIndex],
      category,
      modelOf(m, productIndex),
      MANUFACTURERS[m],
      install,
      addYears(install, EQUIPMENT_WARRANTY_YEARS),
      inspected,
      condition === 'disabled' || rng.chance(0.02) ? 'disabled' : 'normal',
      0,
      certId <= certificationCount ? certId : null,
      p.county_code,
    ]);
  }
  const fieldShape = FIELDS_PER_KIND[kind];
  const fields: unknown[][] = [];
  const fieldCount = fieldShape ? rng.int(fieldShape.min, fieldShape.max) : 0;
  for (let i = 0; i < fieldCount && fieldShape; i += 1) {
    fields.push(fieldRow(rng, fieldShape.sports, p.id, null, `${i + 1}号`, condition, p));
  }
  const trail = TRAIL_KINDS.has(kind);
  const facility = [
    p.id,
    kind,
    p.province_code,
    p.city_code,
    p.county_code,
    condition,
    trail ? rng.int(2000, 30000) : rng.int(200, 20000),
    trail ? rng.int(800, 25000) : null,
    buildYear,
    `${countyOf(p.name)}${MANAGERS[kind] ?? '体育局'}`,
    kind === 'fitness_center' || kind === 'fitness_venue' || kind === 'skating_rink' ? (rng.chance(0.4) ? 1 : 0) : 1,
    condition === 'disabled' ? 0 : 1,
    describe(kind, p.name, buildYear, pieces, fieldCount),
    pieces,
    fieldCount,
    0,
  ];
  return { facility, fields, equipment };
}

/** One field row (FIELD_COLUMNS order) of a facility or a venue. */
export function fieldRow(
  rng: SeedRandom,
  sports: readonly string[],
  facilityId: number | null,
  organId: number | null,
  label: string,
  condition: string,
  place: Pick<PointRow, 'province_code' | 'city_code' | 'county_code'>,
): unknown[] {
  const sport = rng.pick(sports);
  const [lo, hi] = FIELD_AREAS[sport] ?? [200, 1200];
  const indoor = INDOOR_SPORTS.has(sport) ? 1 : 0;
  return [
    facilityId,
    organId,
    `${label}${sport}场地`,
    sport,
    SURFACES[sport] ?? '水泥',
    rng.int(lo, hi),
    indoor,
    indoor || rng.chance(0.6) ? 1 : 0,
    condition === 'disabled' ? 0 : 1,
    rng.chance(0.7) ? 1 : 0,
    condition === 'disabled' || rng.chance(0.02) ? 'disabled' : 'normal',
    place.province_code,
    place.city_code,
    place.county_code,
  ];
}

/** The county part of a seeded point name ('桐庐县…' -> '桐庐县'). */
function countyOf(name: string): string {
  const match = /^(.+?[县区市旗])/.exec(name);
  return match ? match[1]! : '';
}

function describe(kind: FacilityKind, name: string, year: number, pieces: number, fields: number): string {
  const parts = [`${name}建成于${year}年`];
  if (fields > 0) parts.push(`设有${fields}块运动场地`);
  if (pieces > 0) parts.push(`配置健身器材${pieces}件`);
  parts.push(kind === 'fitness_path' ? '器材由街道每月巡检，使用前请检查器材是否牢固' : '向周边居民开放');
  return `${parts.join('，')}。`;
}
