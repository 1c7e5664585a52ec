/**
 * Words the instructor and organisation seed composes names and texts from: surnames roughly by
 * frequency, given-name characters, opening times, service titles and meeting times. Generic Chinese
 * words, the project's own; no real person or organisation is meant.
 */

/** Surnames, most common first (weights fall with the rank), and a few compound ones at the end. */
export const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
  '欧阳',
  '司马',
  '上官',
] as const;

/** Given-name characters that read as a man's, a woman's, or either. */
export const GIVEN_MALE = [...'伟强军磊洋勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林阳建国志海峰晨亮东文'];
export const GIVEN_FEMALE = [...'芳娜敏静丽艳娟霞秀英燕玲桂兰红梅琳雪婷慧莉倩颖欣怡洁琴云萍玉凤晶佳月蓉薇娇瑶'];
export const GIVEN_EITHER = [...'文华平安宁春晓子金永小新立玉海嘉思雨晨'];

/** Opening times of a service station. */
export const STATION_HOURS = [
  '周二至周日 8:30-11:30，15:00-20:00',
  '每日 6:00-9:00，17:30-21:00',
  '周一至周五 9:00-17:00，周六 8:00-12:00',
  '每日 7:00-10:00，18:00-21:00（法定节假日照常开放）',
  '周三至周日 8:00-12:00，14:30-18:30',
] as const;

/** Station name patterns: {county} real county name, {quarter} a town quarter, {park} a park. */
export const STATION_PATTERNS = [
  '{county}{quarter}社区社会体育指导员服务站',
  '{county}{park}全民健身指导站',
  '{county}{quarter}街道健身指导服务点',
  '{county}{road}文体中心指导员服务站',
] as const;

/** Service record titles; {sport} the instructor's sport. */
export const ACTIVITY_TITLES = [
  '{sport}公益教学',
  '社区{sport}健身指导',
  '全民健身日{sport}展示活动',
  '老年人{sport}健身课堂',
  '青少年{sport}体验课',
  '{sport}科学健身讲座',
  '站点健身咨询服务',
  '社区运动会裁判与组织服务',
] as const;

/** Meeting times of fitness sites (morning or evening) and teams. */
export const MORNING_TIMES = ['每日 6:00-8:00', '每日 5:30-7:30', '周一至周六 6:30-8:30'] as const;
export const EVENING_TIMES = ['每日 19:00-21:00', '每日 18:30-20:30', '周一至周五 19:30-21:00'] as const;
export const TEAM_TIMES = ['每周二、四、六 19:00-21:00', '每周六 7:00-10:00', '每周一、三、五 18:30-20:30'] as const;

/** Places a site or team meets at; {park} {quarter} from the map words. */
export const MEETING_PLACES = [
  '{park}东门广场',
  '{quarter}社区文体广场',
  '{park}滨水步道起点',
  '{quarter}小区中心花园',
] as const;

/** Service records of a volunteer organisation. */
export const SERVICE_TITLES = [
  '城市马拉松赛道志愿服务',
  '全民健身日活动保障',
  '社区科学健身咨询',
  '老年人健身器材使用指导',
  '青少年暑期体育夏令营服务',
  '健身步道巡查与维护',
  '社区运动会赛事服务',
] as const;
