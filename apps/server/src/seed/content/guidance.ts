/**
 * Seeded venue-informatisation consulting guidance (table `guidance`; footer entries and
 * /guidance/guidanceDetail?id): 20 entries at scale 1 (场馆信息化建设指引, 数据填报说明 ...), each with
 * scope, numbered steps, notes and the consulting contact; the data-filling entries carry a field table
 * and a TXT form. Beyond 20 (scale > 1) the entries repeat as yearly revisions. Ids 1..count; `sort`
 * follows the list order.
 */
import type { Insertable } from 'kysely';
import type { GuidanceTable } from '../../db/tables/content.js';
import { seedRandom } from '../random.js';
import { publishTimes } from './compose.js';
import { attachmentLinks, h2, ol, p, table, ul } from './html.js';
import type { AttachmentCollector, SeedMediaRefs } from './media-refs.js';

interface GuidanceEntry {
  name: string;
  scope: string;
  steps: string[];
  notes: string[];
  /** Adds the table of the fields a venue reports. */
  fieldTable?: boolean;
  /** Key of a TXT form to attach (SeedMediaRefs.forms). */
  form?: string;
}

const ENTRIES: readonly GuidanceEntry[] = [
  {
    name: '公共体育场馆信息化建设指引',
    scope: '本指引适用于纳入免费低收费开放范围的公共体育场馆开展信息化建设，供场馆管理单位和技术服务单位参考。',
    steps: [
      '梳理场馆业务流程和服务需求',
      '确定建设内容：预约、票务、门禁、客流统计和数据报送',
      '按网络安全等级保护要求设计系统',
      '完成与全民健身场馆信息服务平台的数据对接',
      '组织验收并建立运维制度',
    ],
    notes: ['优先采用成熟、可扩展的技术方案', '保留线下服务渠道，兼顾老年人使用习惯'],
  },
  {
    name: '场馆开放数据填报说明',
    scope: '本说明介绍场馆年度开放数据的填报口径、时间要求和常见问题。',
    steps: [
      '使用单位账号登录平台并进入“低免场馆填报”',
      '核对场馆基础信息，如有变化先行更新',
      '按月份填写开放天数、开放时长和服务人次',
      '上传开放时间公示和收费标准照片',
      '提交后等待主管部门审核',
    ],
    notes: ['服务人次以门禁或预约记录为准，不得估算', '年度数据须于次年1月31日前提交'],
    fieldTable: true,
    form: 'filling-guide',
  },
  {
    name: '客流数据接入技术规范',
    scope: '本规范规定了场馆客流数据按小时推送的数据格式、时间要求和校验规则。',
    steps: [
      '向平台申请接入凭证',
      '按小时汇总进场人数和在场人数',
      '整点后10分钟内推送上一小时数据',
      '接收平台回执并处理校验错误',
      '推送失败时按规则补报',
    ],
    notes: ['整点前推送的数据不予接收', '客流数据相对实时情况约有一小时延迟'],
  },
  {
    name: '单点登录接入说明',
    scope: '本说明面向各填报系统的开发单位，介绍如何通过一次性票据识别平台登录用户。',
    steps: [
      '平台在用户打开填报系统时生成一次性票据并附在地址中',
      '填报系统收到票据后调用平台的票据校验接口',
      '校验成功后获得用户名、姓名和所属单位',
      '票据只能使用一次，有效期不超过60秒',
    ],
    notes: ['校验请求须携带分配的应用密钥', '票据过期或已使用时，请引导用户重新从平台进入'],
  },
  {
    name: '场馆基础信息采集规范',
    scope: '本规范明确场馆名称、类型、地址、坐标、座位数和建筑面积等基础信息的采集要求。',
    steps: [
      '名称使用经批准的正式名称',
      '场馆类型按体育场、体育馆、游泳馆、全民健身中心填写',
      '地址填写到门牌号，坐标在地图上标注确认',
      '座位数填写固定座位数，不含临时座位',
    ],
    notes: ['大型场馆认定以固定座位数为准', '信息变更后应在10个工作日内更新'],
    fieldTable: true,
  },
  {
    name: '年度开放绩效评价材料报送指南',
    scope: '本指南说明年度绩效评价需要报送的材料清单和格式要求。',
    steps: [
      '下载评价材料模板',
      '填写开放情况自评表',
      '整理开放时间公示、收费标准和活动照片',
      '汇总群众满意度调查结果',
      '按时提交省级体育主管部门',
    ],
    notes: ['材料应真实完整，弄虚作假的取消补助资格'],
    form: 'activity-summary',
  },
  {
    name: '场馆视频接入技术要求',
    scope: '本要求适用于场馆公共区域视频画面接入平台展示的情形。',
    steps: [
      '确认接入点位仅限公共区域',
      '采用标准流媒体协议提供画面',
      '配置访问白名单和带宽限制',
      '测试画面清晰度和延迟',
    ],
    notes: ['不得接入更衣室、淋浴间等涉及隐私的区域'],
  },
  {
    name: '场馆网络安全防护指引',
    scope: '本指引帮助场馆识别常见网络安全风险并采取基本防护措施。',
    steps: [
      '定期修改默认口令，启用强密码',
      '及时安装系统和软件安全补丁',
      '重要数据定期备份并异地保存',
      '对外服务接口启用访问控制和日志审计',
    ],
    notes: ['发现安全事件应立即报告并保留现场记录'],
  },
  {
    name: '个人信息保护工作提示',
    scope: '场馆在预约、入场和会员服务中收集个人信息，应遵守个人信息保护的有关规定。',
    steps: [
      '只收集提供服务所必需的信息',
      '明示收集目的并取得同意',
      '对身份证号、手机号等敏感信息加密存储',
      '按规定期限删除不再需要的信息',
    ],
    notes: ['不得以人脸识别作为进入场馆的唯一方式'],
  },
  {
    name: '数据质量自查要点',
    scope: '本要点列出了开放数据中常见的质量问题，供场馆在提交前自查。',
    steps: [
      '检查开放时长是否超过自然时长',
      '检查服务人次是否与场地容量相符',
      '检查坐标是否落在场馆所在区县',
      '检查同一场馆是否重复填报',
    ],
    notes: ['平台会对异常数据给出提示，请逐条核实后再提交'],
  },
  {
    name: '平台账号申请与管理说明',
    scope: '本说明介绍场馆和主管部门如何申请、变更和注销平台账号。',
    steps: [
      '填写账号申请表并加盖单位公章',
      '由上级主管部门审核后开通',
      '首次登录后立即修改初始密码',
      '人员变动时及时办理账号变更',
    ],
    notes: ['连续5次密码错误账号将被锁定15分钟', '账号不得转借他人使用'],
    form: 'account-application',
  },
  {
    name: '体育公园统计填报说明',
    scope: '本说明用于体育公园基本情况和运营数据的统计填报。',
    steps: [
      '填写公园名称、位置和占地面积',
      '填写体育设施类型、数量和面积',
      '填写年度开放天数和接待人次',
      '上传公园平面示意图',
    ],
    notes: ['体育设施面积不含绿地和水面'],
  },
  {
    name: '健身场地设施填报说明',
    scope: '本说明用于全民健身路径、健身步道和多功能运动场等场地设施的填报。',
    steps: ['选择设施类型并标注位置', '填写建成时间和器材数量', '填写管理维护单位和联系方式', '定期更新设施完好情况'],
    notes: ['已拆除的设施请及时注销'],
  },
  {
    name: '建设项目填报说明',
    scope: '本说明用于全民健身场地设施建设项目的立项、进度和竣工信息填报。',
    steps: [
      '填写项目名称、建设内容和投资规模',
      '按季度更新建设进度',
      '竣工后上传验收材料',
      '项目投入使用后转入设施管理',
    ],
    notes: ['项目信息与资金拨付情况应保持一致'],
  },
  {
    name: '器材项目填报说明',
    scope: '本说明用于健身器材采购、安装和维护信息的填报。',
    steps: [
      '填写器材名称、型号和生产单位',
      '填写安装地点和安装日期',
      '登记质保期限和维护责任单位',
      '记录巡检和维修情况',
    ],
    notes: ['器材应符合国家相关安全标准'],
  },
  {
    name: '场馆在线预约系统建设建议',
    scope: '本建议供计划建设在线预约服务的场馆参考。',
    steps: [
      '梳理可预约的场地和时段',
      '设置合理的预约规则和取消规则',
      '为免费低收费时段单独设置预约通道',
      '公开预约规则并接受群众监督',
    ],
    notes: ['保留一定比例的现场服务名额'],
  },
  {
    name: '电子票务与支付接入指引',
    scope: '本指引说明场馆接入电子票务和线上支付时需要注意的事项。',
    steps: ['选择合规的支付服务机构', '票价与公示的收费标准保持一致', '提供电子发票开具服务', '建立退款和投诉处理流程'],
    notes: ['不得通过线上渠道变相提高收费标准'],
  },
  {
    name: '适老化与无障碍服务指引',
    scope: '本指引帮助场馆在信息化服务中照顾老年人和残疾人的需要。',
    steps: [
      '网页和移动应用提供大字号和高对比度模式',
      '关键操作提供语音或人工协助',
      '入口保留人工通道和现金支付方式',
      '场馆内设置无障碍设施指引',
    ],
    notes: ['服务页面应支持键盘操作和读屏软件'],
  },
  {
    name: '常见问题解答',
    scope: '汇总场馆信息化建设和数据填报中咨询较多的问题。',
    steps: [
      '忘记密码：请联系上级主管部门重置',
      '数据提交后需要修改：请在审核退回后修改',
      '客流数据推送失败：请检查时间是否在整点后10分钟内',
      '场馆类型填错：请联系省级主管部门更正',
    ],
    notes: ['其他问题请拨打服务热线咨询'],
  },
  {
    name: '信息化咨询服务联系方式',
    scope: '平台为各级体育主管部门和场馆管理单位提供信息化建设咨询服务。',
    steps: ['工作日9:00-18:00可拨打服务热线', '可通过“意见反馈”页面提交书面问题', '复杂问题可预约远程技术支持'],
    notes: ['节假日期间的问题将在上班后优先处理'],
  },
];

function fieldTable(): string {
  return table(
    '场馆开放数据主要字段',
    ['字段', '说明', '填写格式'],
    [
      ['场馆名称', '经批准的正式名称', '某某县体育馆'],
      ['场馆类型', '1体育场、2体育馆、3游泳馆、4全民健身中心', '2'],
      ['开放天数', '全年实际开放天数', '320'],
      ['开放时长', '每周开放小时数', '56'],
      ['服务人次', '全年接待健身群众人次', '185000'],
    ],
  );
}

export function generateGuidance(
  count: number,
  media: SeedMediaRefs,
  attachments: AttachmentCollector,
): Insertable<GuidanceTable>[] {
  const rng = seedRandom('guidance');
  return publishTimes(rng, count).map((publishTime, index) => {
    const id = index + 1;
    const entry = ENTRIES[index % ENTRIES.length] as GuidanceEntry;
    const round = Math.floor(index / ENTRIES.length);
    const name = round === 0 ? entry.name : `${entry.name}（${Number(publishTime.slice(0, 4))}年第${round + 1}版）`;
    const form = entry.form ? media.forms.get(entry.form) : undefined;
    const body = [
      h2('一、适用范围'),
      p(entry.scope),
      h2('二、主要内容'),
      ol(entry.steps),
      entry.fieldTable ? fieldTable() : '',
      h2('三、注意事项'),
      ul(entry.notes),
      h2('四、咨询服务'),
      p('如有疑问，请在工作日9:00-18:00拨打平台服务热线，或通过“意见反馈”页面留言，我们将及时答复。'),
      form ? attachmentLinks([form]) : '',
    ].join('');
    if (form) attachments.add('guidance', id, [form]);
    return { id, name, summary: entry.scope, content_html: body, publish_time: publishTime, sort: index + 1 };
  });
}
