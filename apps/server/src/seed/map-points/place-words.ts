/**
 * Words the fitness-map seed composes point names and addresses from (with the real county names of
 * ../divisions.ts): common road names, town quarters, village names built from common surnames, parks,
 * schools, rivers, hills and workplaces. Generic Chinese place words, not any particular place.
 */
import type { SeedRandom } from '../random.js';

export const ROADS = [
  '人民路',
  '建设路',
  '文化路',
  '中山路',
  '解放路',
  '新华路',
  '和平路',
  '青年路',
  '光明路',
  '健康路',
  '学府路',
  '滨河路',
  '长江路',
  '黄河路',
  '迎宾大道',
  '世纪大道',
  '发展大道',
  '振兴路',
  '朝阳路',
  '站前路',
  '育才路',
  '文体路',
  '锦绣路',
  '府前路',
  '环城东路',
  '环城西路',
  '环城南路',
  '环城北路',
  '东风路',
  '幸福路',
  '团结路',
  '胜利路',
  '工业路',
  '花园路',
  '康宁路',
  '民主路',
  '红旗路',
  '跃进路',
  '北京路',
  '南京路',
] as const;

export const QUARTERS = [
  '城东',
  '城西',
  '城南',
  '城北',
  '滨江',
  '新城',
  '开发区',
  '高铁新区',
  '老城',
  '湖滨',
  '东关',
  '西关',
  '南关',
  '北关',
  '河东',
  '河西',
  '新区',
  '港区',
  '园区',
  '城关',
] as const;

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
  '梁',
  '宋',
  '郑',
  '谢',
  '韩',
  '唐',
  '冯',
  '于',
  '董',
  '萧',
] as const;
const VILLAGE_ENDINGS = [
  '家庄',
  '庄',
  '家湾',
  '屯',
  '家寨',
  '营',
  '家堡',
  '桥',
  '家岗',
  '家坪',
  '集',
  '家店',
  '家洼',
  '坊',
] as const;

export const PARKS = [
  '人民公园',
  '中心公园',
  '滨江公园',
  '湿地公园',
  '森林公园',
  '文化公园',
  '植物园',
  '城市公园',
  '东湖公园',
  '西湖公园',
  '南湖公园',
  '北湖公园',
  '儿童公园',
  '滨河公园',
  '世纪公园',
] as const;

export const SCHOOLS = [
  '第一中学',
  '第二中学',
  '第三中学',
  '实验中学',
  '实验小学',
  '第一小学',
  '第二小学',
  '职业中学',
  '民族中学',
  '师范学校',
  '职业技术学院',
  '外国语学校',
] as const;

export const RIVERS = ['滨江', '沿河', '滨湖', '环湖', '运河', '滨海', '环城河', '清水河'] as const;
export const HILLS = [
  '东山',
  '西山',
  '南山',
  '北山',
  '凤凰山',
  '青龙山',
  '白云山',
  '狮子山',
  '龙山',
  '翠屏山',
] as const;
export const UNITS = ['工人文化宫', '青少年活动中心', '老年活动中心', '文化馆', '职工之家'] as const;

/** A village name such as '王家湾' (the patterns add 村). */
export function villageName(rng: SeedRandom): string {
  return `${rng.pick(SURNAMES)}${rng.pick(VILLAGE_ENDINGS)}`;
}

/** Fills the `{...}` words of a pattern (../map-points/point-kinds.ts) for a point in `countyName`. */
export function fillPattern(rng: SeedRandom, pattern: string, countyName: string, village: string): string {
  return pattern.replace(/\{(\w+)\}/g, (_, word: string) => {
    switch (word) {
      case 'county':
        return countyName;
      case 'road':
        return rng.pick(ROADS);
      case 'quarter':
        return rng.pick(QUARTERS);
      case 'village':
        return village;
      case 'park':
        return rng.pick(PARKS);
      case 'school':
        return rng.pick(SCHOOLS);
      case 'river':
        return rng.pick(RIVERS);
      case 'hill':
        return rng.pick(HILLS);
      case 'unit':
        return rng.pick(UNITS);
      default:
        throw new Error(`unknown name word {${word}}`);
    }
  });
}
