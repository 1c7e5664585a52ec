/**
 * One venue's hourly flow for a day (GET /api/data/passengerFlow/{organId}?date=): a bar chart
 * (components/chart EChart; an image named by its figures) and, visible beside it, the table of the
 * 24 figures ('未上报' where nothing was pushed), the day's total and the last push time.
 */
import type { VenueFlowDay } from '@portal/contracts/passenger-flow';
import { useMemo } from 'react';
import { EChart } from '../../../components/chart/e-chart';
import { formatDateTime } from '../../../lib/format-date';
import { hourSlotLabel } from '../flow-query';
import { hourlyChartOption } from '../hourly-chart-option';

export function HourlyFlow({ day }: { day: VenueFlowDay }) {
  const option = useMemo(() => hourlyChartOption(day), [day]);
  const reported = day.hours.filter((entry) => entry.count !== null).length;
  return (
    <div className="flow-hourly">
      <p className="flow-hourly-summary">
        <strong>{day.name}</strong> {day.date} 合计 <strong>{day.total.toLocaleString('zh-CN')}</strong> 人次
        <span className="muted-text">
          （已上报 {reported}/24 个时段{day.lastPushedAt ? `，最后推送 ${formatDateTime(day.lastPushedAt)}` : ''}）
        </span>
      </p>
      <div className="flow-hourly-body">
        <div className="flow-hourly-chart">
          <EChart
            option={option}
            label={`${day.name} ${day.date} 分时客流柱状图，合计 ${day.total} 人次，逐时数据见旁边的表格`}
            height="320px"
          />
        </div>
        <div className="flow-hourly-table" tabIndex={0} role="region" aria-label="分时客流数据表">
          <table>
            <caption>分时客流（人次）</caption>
            <thead>
              <tr>
                <th scope="col">时段</th>
                <th scope="col">客流</th>
              </tr>
            </thead>
            <tbody>
              {day.hours.map((entry) => (
                <tr key={entry.hour}>
                  <th scope="row">{hourSlotLabel(entry.hour)}</th>
                  <td>
                    {entry.count === null ? (
                      <span className="muted-text">未上报</span>
                    ) : (
                      entry.count.toLocaleString('zh-CN')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
