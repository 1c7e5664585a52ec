/**
 * The data-health page's four measures, each a section with its explanation (口径与来源), a chart and the same
 * figures as a table (caption, th scope): filling systems' rows received and refused (with the top refusal
 * reasons), venue yearly data audited, passenger-flow pushes, equipment in good repair. `area` is the
 * chosen province or the country; `compared` the areas of the per-province tables and charts.
 */
import { useId, useMemo, type ReactNode } from 'react';
import type { DataHealth, DataHealthArea } from '@portal/contracts/data-health';
import { EChart } from '../../../components/chart/e-chart';
import type { EChartsCoreOption } from '../../../components/chart/echarts-setup';
import { ScrollRegion } from '../../../components/page/scroll-region';
import { themePrimaryColor } from '../../../components/chart/theme-color';
import {
  barsHeight,
  count,
  daysText,
  flowOption,
  onTimeShare,
  percent,
  rejectedShare,
  shareOption,
  systemsOption,
} from '../data-health-model';

function Section({ title, source, children }: { title: string; source: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="data-health__section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <div className="data-health__source">{source}</div>
      {children}
    </section>
  );
}

function Figures({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <ul className="data-health__figures">
      {items.map(([label, value]) => (
        <li key={label}>
          <span className="data-health__figure-label">{label}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}

function Chart({
  caption,
  label,
  option,
  height,
}: {
  caption: string;
  label: string;
  option: EChartsCoreOption;
  height: string;
}) {
  return (
    <figure className="data-health__chart">
      <figcaption>{caption}</figcaption>
      <EChart option={option} label={label} height={height} />
    </figure>
  );
}

function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <ScrollRegion label={caption}>
      <table className="data-health__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

export interface HealthSectionsProps {
  health: DataHealth;
  area: DataHealthArea;
  compared: readonly DataHealthArea[];
}

export function HealthSections({ health, area, compared }: HealthSectionsProps) {
  const color = themePrimaryColor();
  const year = health.year;
  const where = area.provinceName;
  const systems = useMemo(() => systemsOption(area, color), [area, color]);
  const audit = useMemo(
    () => shareOption(compared, (a) => a.audit.auditedShare, '已审核占比', color),
    [compared, color],
  );
  const flow = useMemo(() => flowOption(compared, color), [compared, color]);
  const equipment = useMemo(
    () => shareOption(compared, (a) => a.equipment.intactShare, '完好率', color),
    [compared, color],
  );
  const flowUntil = health.flowUntil
    ? new Date(health.flowUntil).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })
    : '';

  return (
    <>
      <Section
        title="填报系统数据接收与拒收"
        source={
          <p>
            口径：本年度（北京时间）五个填报系统经数据交换接口和文件导入报送、被门户接受的新增、修改和删除行数（接收），以及未通过校验被拒收的行数（拒收），按数据所在省份统计。来源：数据交换的修订记录与按日、系统、字段汇总的拒收计数；拒收的数据本身不保存。
          </p>
        }
      >
        <Figures
          items={[
            ['接收行数', count(area.received.total)],
            ['拒收行数', count(area.rejected.total)],
            ['拒收率', percent(rejectedShare(area.received.total, area.rejected.total))],
          ]}
        />
        <Chart
          caption={`${where}各填报系统接收与拒收行数（行）`}
          label={`${year}年度${where}各填报系统接收与拒收行数条形图，数据见下表`}
          option={systems}
          height="260px"
        />
        <Table
          caption={`${year}年度${where}各填报系统接收与拒收行数`}
          head={['填报系统', '接收（行）', '拒收（行）', '拒收率']}
        >
          {area.received.bySystem.map((s, i) => {
            const rejected = area.rejected.bySystem[i]?.rows ?? 0;
            return (
              <tr key={s.system}>
                <th scope="row">{s.systemName}</th>
                <td>{count(s.rows)}</td>
                <td>{count(rejected)}</td>
                <td>{percent(rejectedShare(s.rows, rejected))}</td>
              </tr>
            );
          })}
        </Table>
        {area.rejected.topReasons.length > 0 ? (
          <Table
            caption={`${where}拒收最多的原因（前 ${area.rejected.topReasons.length} 项）`}
            head={['填报系统', '数据类型', '字段', '拒收（行）', '最近一次的原因']}
          >
            {area.rejected.topReasons.map((r) => (
              <tr key={`${r.system}/${r.entity}/${r.field}`}>
                <th scope="row">{r.systemName}</th>
                <td>{r.entityLabel}</td>
                <td>{r.field === 'deleted' ? '删除' : r.field}</td>
                <td>{count(r.rows)}</td>
                <td>{r.example}</td>
              </tr>
            ))}
          </Table>
        ) : (
          <p className="muted-text">本年度{where}没有被拒收的数据。</p>
        )}
      </Section>

      <Section
        title="场馆年度开放数据审核"
        source={
          <p>
            口径：本年度已填报的场馆年度开放数据中，所在县级体育行政部门的年度填报状态为“已审核”或该场馆年度数据经辖区审核通过的占比；审核用时为各级体育行政部门的年度填报从“已填报”到“已审核”的天数中位数，只计记有审核时间的填报。来源：体育行政部门年度填报及其状态。
          </p>
        }
      >
        <Figures
          items={[
            ['场馆年度数据', `${count(area.audit.venueYears)} 条`],
            ['已审核占比', percent(area.audit.auditedShare)],
            ['审核用时中位数', daysText(area.audit.medianAuditDays)],
          ]}
        />
        <Chart
          caption="场馆年度数据已审核占比（%）"
          label={`${year}年度各地场馆年度数据已审核占比条形图，数据见下表`}
          option={audit}
          height={barsHeight(compared.length)}
        />
        <Table
          caption={`${year}年度场馆年度数据审核情况`}
          head={['地区', '年度数据（条）', '已审核（条）', '已审核占比', '记有审核时间的填报', '审核用时中位数']}
        >
          {compared.map((a) => (
            <tr key={a.provinceCode || 'national'}>
              <th scope="row">{a.provinceName}</th>
              <td>{count(a.audit.venueYears)}</td>
              <td>{count(a.audit.auditedVenueYears)}</td>
              <td>{percent(a.audit.auditedShare)}</td>
              <td>{count(a.audit.timedAudits)}</td>
              <td>{daysText(a.audit.medianAuditDays)}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section
        title="场馆客流推送"
        source={
          <p>
            口径：持有推送密钥的场馆，自密钥发放日（或 1 月 1
            日）起，按其开放时间表应推送的每个开放小时为应报时段。整点后 10
            分钟内（接收窗口）推送并被接收为“按时”；窗口关闭后才推送、被拒收且该时段没有按时数据为“迟报”；其余应报时段为“缺报”。只统计接收窗口已关闭的时段
            {flowUntil ? `（截至 ${flowUntil}）` : ''}。来源：场馆客流推送记录与场馆开放时间表。
          </p>
        }
      >
        <Figures
          items={[
            ['推送场馆', `${count(area.flow.venues)} 个`],
            ['按时率', percent(onTimeShare(area))],
            ['迟报', `${count(area.flow.late)} 小时`],
            ['缺报', `${count(area.flow.missing)} 小时`],
          ]}
        />
        <Chart
          caption="客流推送按时、迟报、缺报（小时）"
          label={`${year}年度各地场馆客流推送按时、迟报、缺报小时数堆叠条形图，数据见下表`}
          option={flow}
          height={barsHeight(compared.length)}
        />
        <Table
          caption={`${year}年度场馆客流推送情况`}
          head={['地区', '推送场馆（个）', '应报（小时）', '按时', '迟报', '缺报', '按时率']}
        >
          {compared.map((a) => (
            <tr key={a.provinceCode || 'national'}>
              <th scope="row">{a.provinceName}</th>
              <td>{count(a.flow.venues)}</td>
              <td>{count(a.flow.expectedHours)}</td>
              <td>{count(a.flow.onTime)}</td>
              <td>{count(a.flow.late)}</td>
              <td>{count(a.flow.missing)}</td>
              <td>{percent(onTimeShare(a))}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section
        title="健身器材完好率与维修用时"
        source={
          <p>
            口径：完好率为当前未停用、且没有经管理单位确认的安全故障报修（报修中）的器材占全部器材的比例（群众报修待核实的不计为损坏），反映当前状态，不随年度变化；维修用时为本年度受理并已修复的报修从受理到修复的天数中位数。来源：健身设施器材台账与群众报修记录。
          </p>
        }
      >
        <Figures
          items={[
            ['器材', `${count(area.equipment.pieces)} 件`],
            ['完好率', percent(area.equipment.intactShare)],
            ['已修复报修', `${count(area.equipment.fixedReports)} 件`],
            ['维修用时中位数', daysText(area.equipment.medianRepairDays)],
          ]}
        />
        <Chart
          caption="健身器材完好率（%）"
          label="各地健身器材完好率条形图，数据见下表"
          option={equipment}
          height={barsHeight(compared.length)}
        />
        <Table
          caption={`健身器材完好率与${year}年度维修用时`}
          head={['地区', '器材（件）', '完好（件）', '完好率', '已修复报修（件）', '维修用时中位数']}
        >
          {compared.map((a) => (
            <tr key={a.provinceCode || 'national'}>
              <th scope="row">{a.provinceName}</th>
              <td>{count(a.equipment.pieces)}</td>
              <td>{count(a.equipment.intact)}</td>
              <td>{percent(a.equipment.intactShare)}</td>
              <td>{count(a.equipment.fixedReports)}</td>
              <td>{daysText(a.equipment.medianRepairDays)}</td>
            </tr>
          ))}
        </Table>
      </Section>
    </>
  );
}
