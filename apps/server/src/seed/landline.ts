/**
 * Landline numbers of the seed (venues, map points, fitness-test and instructor stations) in one style:
 * `{area}-{8 digits}`, the area code of the place's own province (docs/decisions/public-experience.md §4: Beijing stations had
 * 0672- and 0594- numbers). The municipalities have their real codes (010, 022, 021, 023); elsewhere the
 * first digit after the 0 is the province's national numbering region and the next two follow the city
 * (a fictional but consistent code per city). The numbers themselves are made up.
 */
import type { SeedRandom } from './random.js';

/** First digit after the 0 of a landline area code, by province prefix (the national numbering regions). */
export const AREA_REGION: Readonly<Record<string, string>> = {
  '13': '3',
  '14': '3',
  '41': '3',
  '15': '4',
  '21': '4',
  '22': '4',
  '23': '4',
  '32': '5',
  '33': '5',
  '34': '5',
  '35': '5',
  '37': '5',
  '36': '7',
  '42': '7',
  '43': '7',
  '44': '7',
  '45': '7',
  '46': '8',
  '51': '8',
  '52': '8',
  '53': '8',
  '54': '8',
  '61': '9',
  '62': '9',
  '63': '9',
  '64': '9',
  '65': '9',
};

/** The municipalities' own area codes. */
export const MUNICIPAL_AREA: Readonly<Record<string, string>> = { '11': '010', '12': '022', '31': '021', '50': '023' };

/** The area code of a city (six-digit GB/T 2260 code): '010' in Beijing, '05xx' in Zhejiang, ... */
export function areaCodeOf(cityCode: string): string {
  const prefix = cityCode.slice(0, 2);
  const city = Number(cityCode.slice(2, 4));
  return MUNICIPAL_AREA[prefix] ?? `0${AREA_REGION[prefix] ?? '9'}${String(10 + (city % 90)).padStart(2, '0')}`;
}

/** A landline of the city: its area code, '-', then eight digits not starting with 0, 1 or 9. */
export function landline(rng: SeedRandom, cityCode: string): string {
  return `${areaCodeOf(cityCode)}-${rng.int(2, 8)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

/** Whether a landline's area code belongs to the province (a check for the seed's consistency test). */
export function landlineFitsProvince(phone: string, provinceCode: string): boolean {
  const area = /^(0\d{2,3})-/.exec(phone)?.[1];
  if (!area) return false;
  const prefix = provinceCode.slice(0, 2);
  const municipal = MUNICIPAL_AREA[prefix];
  if (municipal) return area === municipal;
  return area.length === 4 && area[1] === AREA_REGION[prefix];
}
