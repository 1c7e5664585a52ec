/**
 * The texts of the site's three statements (docs/decisions/public-experience.md §5; 政府网站发展指引 asks a government site for them),
 * linked from the footer of every page: 网站声明 (catalogue.siteStatement), 隐私政策 (catalogue.privacyPolicy,
 * what the feedback and repair forms collect, PIPL 第十七条) and 无障碍声明 (catalogue.accessibilityStatement,
 * GB/T 37668-2019 and WCAG 2.2 AA). Plain data: statement-page.tsx renders a statement as sections of
 * paragraphs and lists; `links` name in-site pages by catalogue key so the page builds their addresses.
 *
 * The facts stated here are the portal's own behaviour (apps/server: feedback and fix-report modules,
 * phones shown masked to staff, photos re-encoded without EXIF and location; the a11y toolbar); change them
 * together with the code they describe.
 */
import { SITE_SPONSOR } from '../../config/route-handle';

/** One part of a statement: a heading, paragraphs, then an optional list. */
export interface StatementSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** Which statement a page shows. */
export type StatementKey = 'siteStatement' | 'privacyPolicy' | 'accessibilityStatement';

export interface Statement {
  /** Shown under the h1. */
  lead: string;
  sections: readonly StatementSection[];
  /** The date the text was last changed, YYYY-MM-DD. */
  updated: string;
}

export const STATEMENTS: Readonly<Record<StatementKey, Statement>> = {
  siteStatement: {
    lead: `本网站由${SITE_SPONSOR}主办，提供全民健身场馆开放、健身设施、赛事活动和政策法规等公共信息服务。访问和使用本网站，即表示您了解以下事项。`,
    updated: '2026-11-27',
    sections: [
      {
        heading: '版权说明',
        paragraphs: [
          '本网站发布的政策法规、通知公告等政府信息，可以免费转载、引用，转载时请注明来源“全民健身场馆信息服务平台”，不得歪曲、篡改原意。',
          '新闻资讯、图片和视频中注明来源的，其版权属于原作者或原发布单位，转载请与其联系；用于商业用途须事先取得书面许可。',
        ],
      },
      {
        heading: '信息的准确性',
        paragraphs: [
          '场馆开放时间、收费和客流等信息由各场馆和主管部门填报或实时推送，本网站按收到的内容发布并注明更新时间。实际开放安排以场馆现场公告为准，前往前可拨打场馆电话确认。',
          '如发现信息有误，请通过页面底部的“我为政府网站找错”告诉我们，我们将在 5 个工作日内核实更正。',
        ],
      },
      {
        heading: '外部链接',
        paragraphs: [
          '本网站链接的其他网站（如地图导航、上级部门网站）由其运营单位负责，其内容和个人信息处理规则以该网站的说明为准。',
        ],
      },
      {
        heading: '开源软件和数据',
        paragraphs: ['本网站的地图和图表使用了以下开源软件和数据，依其许可使用：'],
        items: [
          'Leaflet 地图组件，BSD 2-Clause 许可；',
          'Apache ECharts 图表组件及其 4.9 版所附的省级行政区轮廓数据，Apache-2.0 许可；',
          'world-geo-json-zh 世界轮廓数据，用于示意底图。',
          '未配置标准地图服务时，地图显示的是示意底图，不是标准地图，不作为国界和行政区划的依据。',
        ],
      },
      {
        heading: '联系我们',
        paragraphs: ['对本网站的意见和建议，可通过“意见反馈”提交，或拨打页面底部的服务热线。'],
      },
    ],
  },
  privacyPolicy: {
    lead: `${SITE_SPONSOR}（以下简称“我们”）依照《中华人民共和国个人信息保护法》第十七条，向您告知本网站处理个人信息的情况。浏览本网站的页面不需要提供任何个人信息。`,
    updated: '2026-11-27',
    sections: [
      {
        heading: '我们收集哪些信息、为什么收集',
        paragraphs: ['只有在您主动提交下列表单时，我们才收集个人信息，且只收集办理所必需的内容：'],
        items: [
          '意见反馈（含场馆反馈、网站纠错）：您的姓名、联系电话、反馈标题和内容，用于受理、核实和答复您的反馈；联系电话的后四位还用于您凭受理编号查询办理进度。',
          '器材报修：故障描述、选填的联系电话和最多 3 张现场照片，用于安排维修并告知进度。照片在上传时即去除拍摄位置、设备型号等附加信息（EXIF）。',
          '为防止恶意提交，服务器会短期记录提交请求的网络地址用于频率限制；人机验证在您的浏览器内完成，不向第三方发送数据。',
        ],
      },
      {
        heading: '谁能看到',
        paragraphs: [
          '反馈和报修只向负责处理的单位工作人员显示（场馆反馈给该场馆及其主管部门，报修给器材所在地的管理单位），联系电话部分隐藏显示。我们不公开、不出售、不向第三方提供您的个人信息，法律法规另有规定的除外。',
        ],
      },
      {
        heading: '保存多久',
        paragraphs: [
          '反馈和报修记录自办结之日起保存三年，作为政务服务记录备查；期满后删除您的姓名、联系电话和照片，仅保留不含个人信息的统计数据。频率限制所用的网络地址记录最长保存一天。',
        ],
      },
      {
        heading: '您的权利和行使方式',
        paragraphs: [
          '您有权查阅、复制、更正、删除您提交的个人信息，也可以撤回同意。请通过“意见反馈”选择“咨询”类型提交申请，注明受理编号和联系电话后四位，或拨打页面底部的服务热线。我们核实身份后在 15 个工作日内办理并答复。',
          '撤回同意不影响撤回前已进行的处理；删除联系电话后，将无法再凭电话后四位查询办理进度。',
        ],
      },
      {
        heading: '处理者和联系方式',
        paragraphs: [
          `个人信息处理者：${SITE_SPONSOR}。联系电话和通讯地址见页面底部“联系我们”。本政策如有变更，将在本页更新并注明日期。`,
        ],
      },
    ],
  },
  accessibilityStatement: {
    lead: '我们希望每一位访问者，包括老年人和残障人士，都能方便地使用本网站。',
    updated: '2026-11-27',
    sections: [
      {
        heading: '遵循的标准',
        paragraphs: [
          '本网站按照国家标准 GB/T 37668-2019《信息技术 互联网内容无障碍可访问性技术要求与测试方法》和国际标准 WCAG 2.2 AA 级设计和测试，每次发布前用自动化工具在桌面和手机宽度下检查页面，并用键盘逐项操作主要功能。',
        ],
      },
      {
        heading: '可以使用的辅助功能',
        paragraphs: ['页面顶部的“长者模式”和“无障碍”工具提供：'],
        items: [
          '放大文字（最大 200%）、加大行距、高对比度配色和大号鼠标指针；',
          '指读和连读：鼠标指到或按键选中的文字会被朗读；',
          '全部功能可以只用键盘完成，每页第一个链接可跳到正文；',
          '地图和图表都配有相同数据的文字表格。',
        ],
      },
      {
        heading: '已知的限制',
        paragraphs: [
          '部分转载的新闻图片和视频缺少文字说明或字幕，我们正在逐条补充；地图的拖动和缩放需要鼠标或触屏，可改用地图下方的列表和搜索。',
        ],
      },
      {
        heading: '反馈无障碍问题',
        paragraphs: [
          '如果您在使用中遇到障碍，请通过页面底部的“我为政府网站找错”告诉我们遇到问题的页面和操作，或拨打服务热线。我们将在 5 个工作日内答复，并尽快修复。',
        ],
      },
    ],
  },
};
