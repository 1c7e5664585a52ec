/**
 * Physical fitness monitoring stations (table fitness_station, /scienceFitnessGuide/bodyCheck/checkSite):
 * one 国民体质监测中心 per province at its capital's first district, and one 国民体质监测站 per city (per
 * district, at most four, in the municipalities and the province-administered county groups), placed
 * near the division's centre. Names, addresses, hours and booking notes are the project's own; the phone
 * is a fictional landline of the city's area code (../landline.ts). Every province has stations.
 */
import type { Insertable } from 'kysely';
import type { FitnessStationTable } from '../../db/tables/science-guide.js';
import {
  fullPlaceName,
  isGroupingCity,
  localitiesByProvince,
  shortCityName,
  shortProvinceName,
  type Locality,
} from '../divisions.js';
import { landline } from '../landline.js';
import { seedRandom, type SeedRandom } from '../random.js';

const HOURS = [
  '周二至周日 8:30-11:30、14:00-17:00（周一及法定节假日休息）',
  '周一至周五 9:00-12:00、14:30-17:30',
  '周二至周六 8:30-17:00（12:00-13:30 午休）',
];

const BOOKING = [
  '请提前 1-3 天电话预约，携带身份证件；测试当天穿运动服和运动鞋，测前 2 小时内不做剧烈运动。',
  '个人免费测试，每日限 60 人，需提前预约；团体测试请单位提前一周联系。',
  '60 岁以上老人请家属陪同；患有心脏病、高血压等疾病者，台阶试验等项目需经工作人员评估后进行。',
];

const ROADS = ['体育场路', '健康路', '人民路', '文化路', '体育馆路', '新华路', '建设路', '中山路'];

function station(id: number, locality: Locality, name: string, rng: SeedRandom): Insertable<FitnessStationTable> {
  const { county, city, province } = locality;
  return {
    id,
    name,
    area_code: county.code,
    city_code: city.code,
    province_code: province.code,
    area_name: fullPlaceName(locality),
    address: `${fullPlaceName(locality)}${rng.pick(ROADS)}${rng.int(1, 399)}号${rng.pick(['体育中心', '全民健身中心', '体育馆'])}${rng.int(1, 3)}楼`,
    opening_hours: rng.pick(HOURS),
    phone: landline(rng, city.code),
    booking_note: rng.pick(BOOKING),
    lng: Math.round((county.lng + rng.between(-0.02, 0.02)) * 1e6) / 1e6,
    lat: Math.round((county.lat + rng.between(-0.02, 0.02)) * 1e6) / 1e6,
  };
}

/** The station rows, ids 1..n in division order. */
export function generateStations(): Insertable<FitnessStationTable>[] {
  const rng = seedRandom('science-guide:stations');
  const rows: Insertable<FitnessStationTable>[] = [];
  for (const localities of localitiesByProvince().values()) {
    const first = localities[0];
    if (!first) continue;
    rows.push(station(rows.length + 1, first, `${shortProvinceName(first.province.name)}国民体质监测中心`, rng));
    const byCity = new Map<string, Locality[]>();
    for (const l of localities) byCity.set(l.city.code, [...(byCity.get(l.city.code) ?? []), l]);
    for (const group of byCity.values()) {
      const grouping = isGroupingCity(group[0]!.city) || group[0]!.city.name === group[0]!.province.name;
      const places = grouping ? group.slice(0, 4) : group.slice(0, 1);
      for (const l of places) {
        const label = grouping ? l.county.name : shortCityName(l);
        rows.push(station(rows.length + 1, l, `${label}国民体质监测站`, rng));
      }
    }
  }
  return rows;
}
