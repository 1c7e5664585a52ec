/**
 * The landing page's figures: the total, then for level, sport and province a bar chart (the shared
 * echarts set-up) with the same figures as a text list below it (the charts' text alternative).
 */
import type { SportGuiderStatistics } from '@portal/contracts/sport-guider';
import { useMemo } from 'react';
import { EChart } from '../../../components/chart/e-chart';
import { themePrimaryColor } from '../../../components/chart/theme-color';
import { barChartHeight, countBarOption, countChartLabel, type GuiderCount } from './guider-charts';
import './sport-guider.css';

function Breakdown({
  title,
  counts,
  short = false,
}: {
  title: string;
  counts: readonly GuiderCount[];
  short?: boolean;
}) {
  const option = useMemo(() => countBarOption(counts, themePrimaryColor(), short), [counts, short]);
  return (
    <figure className="guider-figure">
      <figcaption>
        <h2 className="guider-section-title">{title}</h2>
      </figcaption>
      <EChart option={option} label={countChartLabel(title, counts)} height={barChartHeight(counts.length)} />
      <ul className="guider-figure-list" aria-label={`${title}（文字）`}>
        {counts.map((c) => (
          <li key={c.code}>
            {c.name}：{c.total.toLocaleString('zh-CN')} 人
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function GuiderFigures({ statistics }: { statistics: SportGuiderStatistics }) {
  return (
    <>
      <p className="guider-total">
        全国已注册社会体育指导员 <strong>{statistics.total.toLocaleString('zh-CN')}</strong> 人
      </p>
      <div className="guider-charts">
        <Breakdown title="按技术等级" counts={statistics.byLevel} />
        <Breakdown title="按指导项目" counts={statistics.bySport} />
      </div>
      <Breakdown title="按省份" counts={statistics.byProvince} short />
    </>
  );
}
