import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { ChartFigure } from './ChartFigure';
import { toUnixSeconds } from './chart-axis';
import type { BalancePoint } from './chart-data';
import { useUplot, type ChartTheme } from './use-uplot';

export interface BalanceChartProps {
  points: BalancePoint[];
  title: string;
  summary: string;
  dateColumn: string;
  balanceColumn: string;
  formatMoney: (amount: number) => string;
  formatDate: (iso: string) => string;
  /** Compact axis amounts ("50K"). */
  formatAxisAmount: (amount: number) => string;
  direction: 'ltr' | 'rtl';
}

const HEIGHT = 220;

/**
 * The wallet's balance over time as a stepped line. In RTL time runs from right to left and the
 * amount axis sits on the right, the way Arabic reads (docs/adr/0051-charts-with-uplot.md).
 */
export default function BalanceChart({
  points,
  title,
  summary,
  dateColumn,
  balanceColumn,
  formatMoney,
  formatDate,
  formatAxisAmount,
  direction,
}: BalanceChartProps) {
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((point) => toUnixSeconds(point.at)), points.map((point) => point.balance)],
    [points],
  );
  const rtl = direction === 'rtl';
  const makeOptions = useCallback(
    (theme: ChartTheme, width: number): uPlot.Options => ({
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: true, dir: rtl ? -1 : 1 },
        y: { range: (_u, _min, max) => [0, max * 1.1 || 1] },
      },
      series: [
        {},
        {
          stroke: theme.accent,
          fill: theme.accentSoft,
          width: 2,
          points: { show: true, size: 6, fill: theme.accent },
        },
      ],
      axes: [
        {
          stroke: theme.text,
          font: theme.font,
          grid: { stroke: theme.grid, width: 1 },
          ticks: { show: false },
          values: (_u, splits) =>
            splits.map((seconds) => formatDate(new Date(seconds * 1000).toISOString())),
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
    [rtl, formatDate, formatAxisAmount],
  );
  const containerRef = useUplot(makeOptions, data, HEIGHT);
  return (
    <ChartFigure
      id="balance-chart"
      title={title}
      summary={summary}
      columns={[dateColumn, balanceColumn]}
      rows={points.map((point, index) => ({
        key: `${point.at}-${index}`,
        cells: [formatDate(point.at), formatMoney(point.balance)],
      }))}
    >
      <div ref={containerRef} dir="ltr" style={{ width: '100%', minHeight: HEIGHT }} />
    </ChartFigure>
  );
}
