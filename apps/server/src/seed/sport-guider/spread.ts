/**
 * Spreads `count` generated places over China by population (7th census, ../population.ts): over the
 * provinces with at least `minPerProvince` each (so even a small default seed covers every province),
 * then over each province's localities (../divisions.ts: every county, or a city without counties),
 * urban districts weighted 1.6. Yields one locality per place, grouped by locality, in code order, with
 * a point around its centre (within ~8 km, denser near the centre). Lazy and deterministic (`rng`).
 */
import { localitiesByProvince, type Locality } from '../divisions.js';
import { PROVINCE_POPULATION_2020, apportion } from '../population.js';
import type { SeedRandom } from '../random.js';

const KM_PER_DEGREE_LAT = 111.32;

export interface SpreadPlace {
  locality: Locality;
  lng: number;
  lat: number;
}

let byProvince: Map<string, Locality[]> | null = null;

export function* spreadOverCounties(count: number, rng: SeedRandom, minPerProvince: number): Generator<SpreadPlace> {
  byProvince ??= localitiesByProvince();
  const weights = Object.fromEntries(
    [...byProvince.keys()].map((code) => [code, PROVINCE_POPULATION_2020[code.slice(0, 2)] ?? 1]),
  );
  const perProvince = apportion(count, weights, minPerProvince);
  for (const [provinceCode, places] of byProvince) {
    const inProvince = perProvince.get(provinceCode) ?? 0;
    if (inProvince === 0 || places.length === 0) continue;
    const perPlace = apportion(
      inProvince,
      Object.fromEntries(places.map((l, i) => [String(i).padStart(4, '0'), l.county.name.endsWith('区') ? 1.6 : 1])),
      0,
    );
    for (const [i, locality] of places.entries()) {
      const n = perPlace.get(String(i).padStart(4, '0')) ?? 0;
      for (let k = 0; k < n; k += 1) {
        const km = 8 * rng.float() ** 1.5;
        const bearing = rng.between(0, 2 * Math.PI);
        const lat = locality.county.lat + (km * Math.sin(bearing)) / KM_PER_DEGREE_LAT;
        const lng =
          locality.county.lng + (km * Math.cos(bearing)) / (KM_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
        yield { locality, lng: Math.round(lng * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6 };
      }
    }
  }
}
