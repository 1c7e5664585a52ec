/**
 * <EChart>: renders an echarts option into a responsive box (see ./echarts-setup.ts for the charts
 * available: bar, line, pie). The chart is exposed to assistive technology as one image with
 * `label` as its accessible name; pair it with a visible table or text of the same figures when the
 * numbers matter (axe: role="img" needs a name).
 *
 * Props: option (echarts option; `aria.enabled` is forced on, describing the data to screen readers inside
 * the named image), label (Chinese accessible name),
 * height (CSS length, default 320px). Resizes with its container (ResizeObserver).
 */
import { useEffect, useRef } from 'react';
import { echarts, type EChartsCoreOption } from './echarts-setup';
import './e-chart.css';

export interface EChartProps {
  option: EChartsCoreOption;
  label: string;
  height?: string;
}

export function EChart({ option, label, height = '320px' }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const chart = echarts.init(box, undefined, { renderer: 'svg' });
    chartRef.current = chart;
    // A box of zero width or height (the page being taken down or hidden) is not drawn into: echarts'
    // map then inverts a singular transform and throws (docs/decisions/public-experience.md: TypeError leaving /main/facilityLayout).
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (box.clientWidth > 0 && box.clientHeight > 0) chart.resize();
          });
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption({ ...option, aria: { enabled: true } }, { notMerge: true });
  }, [option]);

  // echarts writes its own aria-label on the element it draws into, so the accessible name sits on a
  // wrapper it does not touch.
  return (
    <div className="portal-echart" role="img" aria-label={label}>
      <div ref={boxRef} className="portal-echart__canvas" style={{ height }} />
    </div>
  );
}
