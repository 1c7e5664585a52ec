/**
 * The one place echarts is assembled (DESIGN.md: echarts 6 via `echarts/core`, only the charts used).
 * Bar, line and pie charts with grid, tooltip, legend, title, dataZoom-free axes and the aria
 * component, drawn by the SVG renderer (crisp at 200 % zoom, text selectable by assistive tools).
 * Importing this module pulls echarts into the importing chunk only (pages load it lazily).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';
