/**
 * The test items of 《国民体质测定标准》 (国家体育总局, 2003 edition) as shown on
 * /scienceFitnessGuide/bodyCheck/checkEvent and /exerciseStandard/exerciseEvent(/exerciseDetail?id):
 * what each item measures, the equipment and how it is measured (the standard's 测试方法), and which
 * table of ./science-guide.standard-2003.codes.ts scores it. `id` is the exerciseDetail `id`.
 */
import type { BandItemKey } from './science-guide.standard-2003.codes.js';

export interface StandardItem {
  id: number;
  /** The scoring table: a band table, or 'heightWeight' (身高标准体重评分表). */
  table: BandItemKey | 'heightWeight';
  name: string;
  /** 身体形态 / 身体机能 / 身体素质. */
  quality: string;
  unit: string;
  /** Who is tested on it in the adult part (20-59). */
  groups: string;
  equipment: string;
  method: string;
  /** Lower is better (reaction time). */
  lowerIsBetter?: true;
}

export const STANDARD_ITEMS: readonly StandardItem[] = [
  {
    id: 1,
    table: 'heightWeight',
    name: '身高标准体重',
    quality: '身体形态',
    unit: '厘米 / 千克',
    groups: '20-59 岁男女',
    equipment: '身高计、体重秤',
    method:
      '身高：受试者赤足，立正姿势站在身高计底板上，足跟、骶骨部和两肩胛间紧靠立柱，头部正直，耳屏上缘与眼眶下缘呈水平；测试人员将水平压板轻压头顶后读数，以厘米为单位，精确到 0.1。体重：受试者穿短衣短裤，赤足自然站在秤台中央，保持身体平稳后读数，以千克为单位，精确到 0.1。按身高所在的 1 厘米段查表评定体重。',
  },
  {
    id: 2,
    table: 'vitalCapacity',
    name: '肺活量',
    quality: '身体机能',
    unit: '毫升',
    groups: '20-59 岁男女',
    equipment: '肺活量计',
    method:
      '受试者站立，手握文丘里管或吹嘴，先做一两次扩胸动作，然后尽力深吸气，吸满后对准吹嘴尽力深呼气，直至不能再呼气为止。测试两次，取最大值，以毫升为单位。',
  },
  {
    id: 3,
    table: 'stepIndex',
    name: '台阶试验',
    quality: '身体机能',
    unit: '台阶指数',
    groups: '20-59 岁男女',
    equipment: '台阶（男 30 厘米、女 25 厘米）、节拍器、秒表或台阶试验仪',
    method:
      '受试者随节拍器（每分钟 120 次）上下台阶，每 4 拍完成一次上下，持续 3 分钟；若不能坚持，记录实际运动时间。运动结束后立即静坐，测量恢复期第 1 分至 1 分 30 秒、第 2 分至 2 分 30 秒、第 3 分至 3 分 30 秒的三次 30 秒脉搏。台阶指数 = 运动持续时间（秒）× 100 ÷ [2 × (三次脉搏之和)]。',
  },
  {
    id: 4,
    table: 'grip',
    name: '握力',
    quality: '身体素质（力量）',
    unit: '千克',
    groups: '20-59 岁男女',
    equipment: '握力计',
    method:
      '受试者用有力的手持握力计，调整握距使食指第二指节约成直角，身体直立，两脚自然分开，两臂自然下垂，用最大力紧握。测试两次，取最大值，以千克为单位，精确到 0.1。测试时手臂不得摆动或接触身体。',
  },
  {
    id: 5,
    table: 'pushUp',
    name: '俯卧撑',
    quality: '身体素质（力量耐力）',
    unit: '次',
    groups: '20-39 岁男性',
    equipment: '软垫',
    method:
      '受试者双手撑地，与肩同宽，身体挺直，屈臂使肩与肘处于同一水平面，再伸直手臂撑起为完成一次。不计时，身体不能保持平直或中途停顿过久时结束，记录完成次数。',
  },
  {
    id: 6,
    table: 'sitUp',
    name: '1分钟仰卧起坐',
    quality: '身体素质（力量耐力）',
    unit: '次',
    groups: '20-39 岁女性',
    equipment: '软垫、秒表',
    method:
      '受试者仰卧于软垫上，两腿稍分开，屈膝约 90 度，两手手指交叉贴于脑后；同伴压住其踝关节。起坐时双肘触及或超过双膝为完成一次，仰卧时两肩胛必须触垫。记录 1 分钟内完成的次数。',
  },
  {
    id: 7,
    table: 'verticalJump',
    name: '纵跳',
    quality: '身体素质（爆发力）',
    unit: '厘米',
    groups: '20-39 岁男女',
    equipment: '纵跳计',
    method:
      '受试者站在纵跳板上，两脚自然分开，屈膝后尽力垂直向上跳起，落回原处。测试三次，取最大值，以厘米为单位，精确到 0.1。起跳时不得有垫步或助跑。',
  },
  {
    id: 8,
    table: 'sitAndReach',
    name: '坐位体前屈',
    quality: '身体素质（柔韧）',
    unit: '厘米',
    groups: '20-59 岁男女',
    equipment: '坐位体前屈计',
    method:
      '受试者坐在垫上，两腿伸直，脚跟并拢，脚尖自然分开，足底平蹬测试仪挡板；两臂伸直，两手并拢，上体前屈，用两手中指指尖匀速推动游标，直至不能前推为止。测试两次，取最大值，以厘米为单位，精确到 0.1；越过脚底平面为正值，未达到为负值。',
  },
  {
    id: 9,
    table: 'reaction',
    name: '选择反应时',
    quality: '身体素质（灵敏）',
    unit: '秒',
    groups: '20-59 岁男女',
    equipment: '反应时测试仪',
    method:
      '受试者用有力手的中指按住启动键，信号出现后尽快用同一手按下与信号相应的信号键，再回到启动键等待下一个信号；完成 5 次信号为一次测试。测试两次，取最好成绩，以秒为单位，精确到 0.01。',
    lowerIsBetter: true,
  },
  {
    id: 10,
    table: 'oneLegStance',
    name: '闭眼单脚站立',
    quality: '身体素质（平衡）',
    unit: '秒',
    groups: '20-59 岁男女',
    equipment: '秒表',
    method:
      '受试者自然站立，听到“开始”口令后闭眼，抬起任意一只脚，测试人员同时开表；支撑脚移动或抬起的脚着地时停表。测试两次，取最好成绩，以秒为单位。测试时旁边应有人保护，防止跌倒。',
  },
];

/** Test items of the other groups of the standard (shown on checkEvent; their scoring is not implemented). */
export const OTHER_GROUP_ITEMS: readonly { group: string; items: string }[] = [
  {
    group: '幼儿（3-6 岁）',
    items: '身高、坐高、体重、胸围、安静心率、10 米折返跑、立定跳远、网球掷远、双脚连续跳、坐位体前屈、走平衡木',
  },
  {
    group: '老年人（60-69 岁）',
    items: '身高、体重、腰围、臀围、安静脉搏、血压、肺活量、握力、坐位体前屈、闭眼单脚站立、选择反应时',
  },
];
