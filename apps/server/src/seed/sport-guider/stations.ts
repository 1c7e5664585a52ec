/**
 * Service stations (社会体育指导员服务站点, table guider_station): `count` stations spread by population
 * over real counties (./spread.ts, at least one per province), named from the county and the map
 * words, with a landline of the city's area code (../landline.ts) and opening times. Yields value rows in STATION_COLUMNS order and records each
 * station's division codes and position in `into`, for the instructors that serve there.
 */
import { GUIDER_STATION_COLUMNS } from '../../db/tables/sport-guider.js';
import { fullPlaceName } from '../divisions.js';
import { fillPattern, ROADS, villageName } from '../map-points/place-words.js';
import { landline } from '../landline.js';
import { seedRandom } from '../random.js';
import { STATION_HOURS, STATION_PATTERNS } from './guider-words.js';
import { spreadOverCounties } from './spread.js';

export const STATION_COLUMNS = GUIDER_STATION_COLUMNS;

/** What instructors need of their station. */
export interface StationFacts {
  id: number;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
}

export function* stationRows(count: number, stream: string, into: StationFacts[]): Generator<unknown[]> {
  const rng = seedRandom(stream);
  let id = 1;
  for (const { locality, lng, lat } of spreadOverCounties(count, rng, 1)) {
    const name = fillPattern(rng, rng.pick(STATION_PATTERNS), locality.county.name, villageName(rng));
    const address = `${fullPlaceName(locality)}${rng.pick(ROADS)}${rng.int(1, 399)}号`;
    const phone = landline(rng, locality.city.code);
    const facts = {
      id,
      provinceCode: locality.province.code,
      cityCode: locality.city.code,
      countyCode: locality.county.code,
    };
    into.push(facts);
    yield [
      id,
      name,
      address,
      facts.provinceCode,
      facts.cityCode,
      facts.countyCode,
      lng,
      lat,
      phone,
      rng.pick(STATION_HOURS),
    ];
    id += 1;
  }
}
