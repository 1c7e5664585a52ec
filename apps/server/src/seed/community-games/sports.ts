/**
 * What the community-games seed knows about each sport: its events (小项) with individual or team
 * results, how a score is measured (unit, whether lower is better, the plausible range) and the
 * eligibility and rules texts races of that sport carry. The project's own wording, after the
 * programmes of the national community games (组别 by age, 团体 and 个人 events).
 */
import type { GamesSport, ResultKind } from '@portal/contracts/community-games.codes';

export interface EventSpec {
  name: string;
  kind: ResultKind;
  /** Unit shown after the value. */
  unit: '秒' | '米' | '分' | '个' | '局' | '环';
  /** True when a smaller value ranks higher (times). */
  lowerIsBetter: boolean;
  /** Range of plausible values; scores are drawn in it and rounded to `decimals`. */
  range: readonly [number, number];
  decimals: number;
}

const points = (name: string, kind: ResultKind, max = 100): EventSpec => ({
  name,
  kind,
  unit: '分',
  lowerIsBetter: false,
  range: [max * 0.6, max],
  decimals: kind === 'team' ? 2 : 1,
});
const time = (name: string, kind: ResultKind, range: readonly [number, number]): EventSpec => ({
  name,
  kind,
  unit: '秒',
  lowerIsBetter: true,
  range,
  decimals: 2,
});
const count = (name: string, kind: ResultKind, range: readonly [number, number]): EventSpec => ({
  name,
  kind,
  unit: '个',
  lowerIsBetter: false,
  range,
  decimals: 0,
});

/** Events of each sport; every race of the sport holds one or two of them. */
export const SPORT_EVENTS: Readonly<Record<GamesSport, readonly EventSpec[]>> = {
  篮球: [points('三人篮球', 'team', 21), count('定点投篮', 'individual', [5, 25])],
  足球: [points('五人制足球', 'team', 30), count('绕杆射门', 'individual', [3, 10])],
  排球: [points('气排球', 'team', 25)],
  羽毛球: [points('混合团体', 'team', 21), points('男子单打', 'individual', 21), points('女子单打', 'individual', 21)],
  乒乓球: [points('混合团体', 'team', 11), points('男子单打', 'individual', 11), points('女子单打', 'individual', 11)],
  田径: [
    time('男子 100 米', 'individual', [11.5, 16]),
    time('女子 100 米', 'individual', [13, 18]),
    time('4×100 米接力', 'team', [48, 70]),
  ],
  游泳: [time('50 米自由泳', 'individual', [26, 50]), time('4×50 米混合泳接力', 'team', [120, 200])],
  跳绳: [count('一分钟单摇', 'individual', [120, 220]), count('集体跳长绳', 'team', [60, 160])],
  拔河: [points('八人拔河', 'team', 3)],
  广场舞: [points('规定套路', 'team'), points('自选套路', 'team')],
  健身气功: [points('八段锦', 'team'), points('易筋经', 'individual')],
  太极拳: [points('二十四式太极拳', 'individual'), points('太极拳集体项目', 'team')],
  健步走: [time('5 公里健步走', 'individual', [2400, 3600]), time('团体 5 公里', 'team', [2600, 3800])],
  自行车: [time('20 公里骑行', 'individual', [1800, 3000])],
  门球: [points('五人门球', 'team', 25)],
  中国象棋: [points('个人赛', 'individual', 9)],
  围棋: [points('个人赛', 'individual', 9)],
  毽球: [points('三人毽球', 'team', 15), count('一分钟盘踢', 'individual', [40, 120])],
  健身操: [points('大众健身操', 'team')],
  路跑: [time('10 公里', 'individual', [2100, 4200]), time('5 公里', 'individual', [1000, 2100])],
};

/** Age groups (组别) a race may hold. */
export const AGE_GROUPS = ['少儿组', '青年组', '中年组', '老年组'] as const;

/** Who may enter, by level: the sentence the race detail shows as 参赛资格. */
export const ELIGIBILITY = [
  '本地常住居民（含持居住证人员），身体健康，能坚持完成比赛；未满 18 周岁者须由监护人陪同报名。',
  '以社区（村）为单位组队报名，队员须为本社区常住居民，每队可报领队 1 名、队员 6-10 名。',
  '年满 16 周岁、身体健康的体育爱好者均可报名；60 周岁以上参赛者须提交近期体检证明。',
  '各街道（乡镇）选派代表队参赛，每人限报 1 个小项；专业运动员（近三年注册）不得报名。',
] as const;

/** The rules paragraph of a race (竞赛规则), the sport's name filled in. */
export function rulesText(sport: string, events: readonly EventSpec[]): string {
  const names = events.map((e) => e.name).join('、');
  return (
    `本次${sport}比赛设${names}，执行国家体育总局审定的最新${sport}竞赛规则及本次运动会补充通知。` +
    '比赛按组别分别录取前六名，颁发奖牌和证书；成绩相同者名次并列，其后名次顺延。' +
    '参赛者须提前 30 分钟到场检录，三次点名未到视为弃权。报名即视为同意承担赛事期间的个人安全责任，组委会统一购买意外伤害保险。'
  );
}
