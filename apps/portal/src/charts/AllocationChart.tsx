import { useCallback, useMemo } from 'react';
import uPlot from 'uplot';
import { ChartFigure } from './ChartFigure';
import { shortLabel } from './chart-axis';
import { useUplot, type ChartTheme } from './use-uplot';

export interface AllocationBar {
  key: string;
  label: string;
  amount: number;
  share: number;
}

export interface AllocationChartProps {
  bars: AllocationBar[];
  title: string;
  summary: string;
  labelColumn: string;
  amountColumn: string;
  shareColumn: string;
  formatMoney: (amount: number) => string;
  formatPercent: (ratio: number) => string;
  formatAxisAmount: (amount: number) => string;
  direction: 'ltr' | 'rtl';
}

const HEIGHT = 220;

/** Invested amount per opportunity as bars; the first (largest) bar starts where the reader does. */
export default function AllocationChart({
  bars,
  title,
  summary,
  labelColumn,
  amountColumn,
  shareColumn,
  formatMoney,
  formatPercent,
  formatAxisAmount,
  direction,
}: AllocationChartProps) {
  const data = useMemo<uPlot.AlignedData>(
    () => [bars.map((_bar, index) => index), bars.map((bar) => bar.amount)],
    [bars],
  );
  const rtl = direction === 'rtl';
  const makeOptions = useCallback(
    (theme: ChartTheme, width: number): uPlot.Options => ({
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, dir: rtl ? -1 : 1, range: [-0.5, Math.max(bars.length, 1) - 0.5] },
        y: { range: (_u, _min, max) => [0, max * 1.15 || 1] },
      },
      series: [
        {},
        {
          stroke: theme.accent,
          fill: theme.accent,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars?.({ size: [0.6, 96] }),
        },
      ],
      axes: [
        {
          stroke: theme.text,
          font: theme.font,
          grid: { show: false },
          ticks: { show: false },
          splits: () => bars.map((_bar, index) => index),
          values: (_u, splits) => splits.map((index) => shortLabel(bars[index]?.label ?? '')),
        },
        {
          side: rtl ? 1 : 3,
          stroke: theme.text,
          font: theme.font,
          size: 64,
          grid: { stroke: theme.grid, width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map(formatAxisAmount),
        },
      ],
    }),
    [rtl, bars, formatAxisAmount],
  );
  const containerRef = useUplot(makeOptions, data, HEIGHT);
  return (
    <ChartFigure
      id="allocation-chart"
      title={title}
      summary={summary}
      columns={[labelColumn, amountColumn, shareColumn]}
      rows={bars.map((bar) => ({
        key: bar.key,
        cells: [bar.label, formatMoney(bar.amount), formatPercent(bar.share)],
      }))}
    >
      <div ref={containerRef} dir="ltr" style={{ width: '100%', minHeight: HEIGHT }} />
    </ChartFigure>
  );
}
