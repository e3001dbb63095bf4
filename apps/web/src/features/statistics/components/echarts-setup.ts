import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The chart library as the statistics pages use it: only line and bar series, their grid and tooltip, and one
// renderer (the legend is the page's own HTML, painted before this arrives). Imported lazily by trend-chart.tsx alone, so it is a chunk of its own that no other page loads
// (docs/statistics.md, bundle).

register([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { init };
