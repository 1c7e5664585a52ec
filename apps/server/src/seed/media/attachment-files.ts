/**
 * Downloadable attachment files of the seed: CSV venue lists (UTF-8 with BOM, so spreadsheet programs
 * open the Chinese text correctly) built from seeded venues, and TXT forms written by the project.
 */
import { ORGAN_TYPE_NAMES } from '@portal/contracts/venue.codes';
import type { VenueSample } from '../venues.js';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** '附件1：{year}年度免费低收费开放场馆名单.csv' content for `venues`. */
export function venueListCsv(venues: readonly VenueSample[]): Buffer {
  const header = ['序号', '场馆编号', '场馆名称', '场馆类型', '所在地区', '地址', '座位数', '是否大型场馆'];
  const lines = venues.map((v, i) => [
    i + 1,
    v.organId,
    v.name,
    ORGAN_TYPE_NAMES[v.organType],
    v.place,
    v.address,
    v.seats,
    v.isLarge ? '是' : '否',
  ]);
  const text = [header, ...lines].map((row) => row.map(csvField).join(',')).join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, 'utf8')]);
}

/** TXT forms by key: file name and the lines of the form. */
export const FORMS: Readonly<Record<string, { fileName: string; lines: string[] }>> = {
  'activity-summary': {
    fileName: '附件：活动总结报送表.txt',
    lines: [
      '活动总结报送表',
      '',
      '报送单位：',
      '活动名称：',
      '活动时间：',
      '活动地点：',
      '参与人数（人次）：',
      '开放场馆数量（个）：',
      '主要做法：',
      '存在问题及建议：',
      '',
      '填表人：            联系电话：',
      '报送日期：    年  月  日',
    ],
  },
  'training-signup': {
    fileName: '附件：培训班报名回执.txt',
    lines: [
      '培训班报名回执',
      '',
      '姓名：          性别：          出生年月：',
      '工作单位：',
      '职务/职称：',
      '社会体育指导员等级：',
      '手机号码：',
      '是否需要安排住宿：是 / 否',
      '',
      '请于报名截止日前将回执发送至主办单位。',
    ],
  },
  'case-submission': {
    fileName: '附件：全民健身典型案例申报表.txt',
    lines: [
      '全民健身典型案例申报表',
      '',
      '案例名称：',
      '申报单位：',
      '所在地区：',
      '案例类别：设施建设 / 赛事活动 / 健身指导 / 融合发展',
      '案例简介（300字以内）：',
      '主要做法：',
      '取得成效：',
      '推荐意见（省级体育主管部门填写）：',
      '',
      '联系人：            联系电话：',
    ],
  },
  'filling-guide': {
    fileName: '附件：场馆开放数据填报说明.txt',
    lines: [
      '场馆开放数据填报说明',
      '',
      '一、登录全民健身场馆信息服务平台，进入“低免场馆填报”。',
      '二、核对场馆基础信息，信息变化的先行更新。',
      '三、按月填写开放天数、每周开放时长和服务人次。',
      '四、客流数据每小时报送一次，整点后10分钟内完成；整点前推送的数据不予接收。',
      '五、年度数据于次年1月31日前提交，逾期系统关闭填报。',
      '',
      '咨询时间：工作日 9:00-18:00',
    ],
  },
  objection: {
    fileName: '附件：异议反映表.txt',
    lines: [
      '公示异议反映表',
      '',
      '反映人姓名：          联系电话：',
      '工作单位：',
      '异议对象：',
      '异议内容及理由：',
      '证明材料清单：',
      '',
      '本人承诺所反映情况真实。',
      '签名：            日期：    年  月  日',
    ],
  },
  'monitoring-plan': {
    fileName: '附件：国民体质监测工作安排表.txt',
    lines: [
      '国民体质监测工作安排表',
      '',
      '阶段一（3月—4月）：测试人员培训、器材检定',
      '阶段二（5月—9月）：现场测试、数据实时上传',
      '阶段三（10月）：数据审核、抽查复核、汇总上报',
      '',
      '监测点名称：',
      '负责人：            联系电话：',
      '计划测试人数：幼儿    人  成年人    人  老年人    人',
    ],
  },
  'account-application': {
    fileName: '附件：平台账号申请表.txt',
    lines: [
      '全民健身场馆信息服务平台账号申请表',
      '',
      '申请单位（盖章）：',
      '单位类型：体育主管部门 / 场馆管理单位',
      '所在地区：',
      '账号使用人：          职务：',
      '手机号码：',
      '申请系统：低免场馆填报 / 体育公园统计 / 健身场地设施填报 / 器材项目填报 / 建设项目填报',
      '',
      '主管部门审核意见：',
    ],
  },
};

/** The UTF-8 bytes of a form (CRLF line ends, read well by common Windows editors). */
export function formText(key: string): Buffer {
  const form = FORMS[key];
  if (!form) throw new Error(`unknown seed form ${key}`);
  return Buffer.from(`${form.lines.join('\r\n')}\r\n`, 'utf8');
}
