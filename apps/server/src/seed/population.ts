/**
 * Resident population of each province at the 7th national population census (2020-11-01), in units
 * of 10,000 people, rounded. Used only as weights to spread seeded venues over provinces.
 *
 * Source: 国家统计局《第七次全国人口普查公报（第三号）——地区人口情况》, 2021-05-11.
 * Keys are the two-digit GB/T 2260 province prefixes.
 */
export const PROVINCE_POPULATION_2020: Readonly<Record<string, number>> = {
  '11': 2189, // 北京
  '12': 1387, // 天津
  '13': 7461, // 河北
  '14': 3492, // 山西
  '15': 2405, // 内蒙古
  '21': 4259, // 辽宁
  '22': 2407, // 吉林
  '23': 3185, // 黑龙江
  '31': 2487, // 上海
  '32': 8475, // 江苏
  '33': 6457, // 浙江
  '34': 6103, // 安徽
  '35': 4154, // 福建
  '36': 4519, // 江西
  '37': 10153, // 山东
  '41': 9937, // 河南
  '42': 5775, // 湖北
  '43': 6644, // 湖南
  '44': 12601, // 广东
  '45': 5013, // 广西
  '46': 1008, // 海南
  '50': 3205, // 重庆
  '51': 8367, // 四川
  '52': 3856, // 贵州
  '53': 4721, // 云南
  '54': 365, // 西藏
  '61': 3953, // 陕西
  '62': 2502, // 甘肃
  '63': 592, // 青海
  '64': 720, // 宁夏
  '65': 2585, // 新疆
};

/**
 * Splits `total` over the keys of `weights` in proportion (largest-remainder method), giving every key
 * at least `minimum`. The result sums to max(total, minimum × keys).
 */
export function apportion(total: number, weights: Readonly<Record<string, number>>, minimum = 1): Map<string, number> {
  const keys = Object.keys(weights).sort();
  const spare = Math.max(0, total - minimum * keys.length);
  const sum = keys.reduce((s, k) => s + (weights[k] ?? 0), 0);
  const exact = keys.map((k) => ({ k, q: (spare * (weights[k] ?? 0)) / sum }));
  const result = new Map(exact.map(({ k, q }) => [k, minimum + Math.floor(q)]));
  let left = spare - exact.reduce((s, { q }) => s + Math.floor(q), 0);
  for (const { k } of [...exact].sort((a, b) => (b.q % 1) - (a.q % 1) || (a.k < b.k ? -1 : 1))) {
    if (left <= 0) break;
    result.set(k, (result.get(k) ?? 0) + 1);
    left -= 1;
  }
  return result;
}
