import { STATISTICS_BLOCKS, WATERFALL_FIGURES, type Trend } from '@dzzs/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { init } from './echarts-setup.ts';
import { sharedLabel } from './shared-label.ts';

type TrendPoint = Trend['data'][number];

const SERIES = ['sales', 'awards'] as const;
const COLOURS = { sales: '#e0662f', awards: '#1c5fbf' } as const;

/** A bucket's name on the axis: its first day as M-D (a week or a month starts there). */
const axisLabel = (p: TrendPoint) => p.start.replace(/^\d{4}-0?(\d+)-0?(\d+)$/, '$1-$2');

type ChartModule = { init: typeof init };
let chartModule: Promise<ChartModule> | null = null;
// One download for the whole visit; a failed one is asked again the next time a chart mounts.
function loadChart(): Promise<ChartModule> {
  chartModule ??= import('./echarts-setup.ts').catch((error: unknown) => {
    chartModule = null;
    throw error;
  });
  return chartModule;
}

/**
 * 出票 (bars) and 派奖 (line) per bucket. The box keeps its height while the chart's chunk is on its way, so the
 * figures above it paint at once and nothing moves when the chart arrives.
 */
export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  // Drawn again in the other language when the reader switches.
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let chart: ReturnType<ChartModule['init']> | null = null;
    let stopped = false;
    const resize = () => chart?.resize();
    void loadChart().then(
      ({ init }) => {
        if (stopped || !box.current) return;
        const [sales, awards] = SERIES.map((k) => sharedLabel(WATERFALL_FIGURES[k]));
        chart = init(box.current);
        chart.setOption({
          grid: { left: 48, right: 12, top: 12, bottom: 28 },
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'category', data: points.map(axisLabel) },
          yAxis: { type: 'value' },
          series: [
            { name: sales, type: 'bar', data: points.map((p) => Number(p.ticketed)), color: COLOURS.sales },
            { name: awards, type: 'line', data: points.map((p) => Number(p.awarded)), color: COLOURS.awards },
          ],
        });
        window.addEventListener('resize', resize);
        setDrawn(true);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [points, i18n.language]);
  return (
    <>
      <div className="statistics-legend">
        {SERIES.map((k) => (
          <span key={k}>
            <i style={{ background: COLOURS[k] }} />
            {sharedLabel(WATERFALL_FIGURES[k])}
          </span>
        ))}
      </div>
      <div
        ref={box}
        className="statistics-chart"
        data-testid="trend-chart"
        data-drawn={drawn ? '1' : '0'}
        role="img"
        aria-label={sharedLabel(STATISTICS_BLOCKS.trend)}
      />
    </>
  );
}
