/**
 * Generated map points of one kind (./point-kinds.ts) placed around real county centres:
 * `count` points spread over the provinces by 2020 census population, then over each province's
 * localities (../divisions.ts: every county, or a city without counties) with urban districts weighted
 * 1.6, then placed around the locality's centre: three in four within ~8 km (denser near the centre),
 * the rest 5-25 km out (villages), at a uniform bearing. Names and addresses come from the county's
 * real name and the words of ./place-words.ts; landlines of the place's own area code (../landline.ts) for
 * `kind.phoneShare` of the points.
 *
 * Lazy (a generator) and deterministic: the random stream is named by the caller, so the national set
 * and the default set never shift each other's values.
 */
import { fullPlaceName, localitiesByProvince, type Locality } from '../divisions.js';
import { PROVINCE_POPULATION_2020, apportion } from '../population.js';
import { landline } from '../landline.js';
import { seedRandom } from '../random.js';
import { fillPattern, ROADS, villageName } from './place-words.js';
import type { MapPointRow } from './insert-map-points.js';
import type { PointKind } from './point-kinds.js';

const KM_PER_DEGREE_LAT = 111.32;

let localityCache: Map<string, Locality[]> | null = null;

/** Localities by province (cached: the national seed asks once per kind). */
function localities(): Map<string, Locality[]> {
  return (localityCache ??= localitiesByProvince());
}

/**
 * Yields `count` rows of `kind` with ids from `firstId` on (at least `minimumPerProvince` in every
 * province, so more when count is smaller than that × 31). `stream` names the random stream
 * (e.g. 'map-points:fitness_path').
 */
export function* placedPoints(
  kind: PointKind,
  count: number,
  firstId: number,
  stream: string,
  minimumPerProvince = 0,
): Generator<MapPointRow> {
  const rng = seedRandom(stream);
  const byProvince = localities();
  const perProvince = apportion(
    count,
    Object.fromEntries([...byProvince.keys()].map((code) => [code, PROVINCE_POPULATION_2020[code.slice(0, 2)] ?? 1])),
    minimumPerProvince,
  );
  let id = firstId;
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
      const place = fullPlaceName(locality);
      for (let k = 0; k < n; k += 1) {
        const rural = rng.chance(0.25);
        const km = rural ? rng.between(5, 25) : 8 * rng.float() ** 1.5;
        const bearing = rng.between(0, 2 * Math.PI);
        const lat = locality.county.lat + (km * Math.sin(bearing)) / KM_PER_DEGREE_LAT;
        const lng =
          locality.county.lng + (km * Math.cos(bearing)) / (KM_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
        const village = villageName(rng);
        const name = fillPattern(rng, rng.pick(kind.patterns), locality.county.name, village);
        const address = rural ? `${place}${village}村` : `${place}${rng.pick(ROADS)}${rng.int(1, 399)}号`;
        const phone = kind.phoneShare > 0 && rng.chance(kind.phoneShare) ? landline(rng, locality.city.code) : null;
        yield {
          id: id++,
          map_type: kind.mapType,
          kind: kind.kind,
          name,
          address,
          lng: Math.round(lng * 1e6) / 1e6,
          lat: Math.round(lat * 1e6) / 1e6,
          province_code: locality.province.code,
          city_code: locality.city.code,
          county_code: locality.county.code,
          phone,
          open_hours: kind.openHours,
          organ_id: null,
          match_id: null,
        };
      }
    }
  }
}
