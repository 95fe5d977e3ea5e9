import { ChartFigure } from './ChartFigure';
import { AmountAxis, BottomLabels } from './ChartAxes';
import { ChartSvg } from './ChartSvg';
import { shortLabel } from './chart-axis';
import {
  amountDomain,
  amountGutter,
  amountTicks,
  charactersThatFit,
  linearScale,
  plotFrame,
  readingRange,
  spaceLabels,
} from './chart-scale';

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
      <ChartSvg height={HEIGHT} direction={direction}>
        {(width) => (
          <AllocationDrawing
            bars={bars}
            width={width}
            rtl={direction === 'rtl'}
            formatAxisAmount={formatAxisAmount}
          />
        )}
      </ChartSvg>
    </ChartFigure>
  );
}

interface AllocationDrawingProps {
  bars: AllocationBar[];
  width: number;
  rtl: boolean;
  formatAxisAmount: (amount: number) => string;
}

function AllocationDrawing({ bars, width, rtl, formatAxisAmount }: AllocationDrawingProps) {
  const amounts = amountDomain(bars.map((bar) => bar.amount));
  const ticks = amountTicks(amounts);
  const frame = plotFrame(width, HEIGHT, amountGutter(ticks.map(formatAxisAmount)), rtl);
  // Bar i is centred in the i-th of equal slots, counted from the reader's start side.
  const x = linearScale([-0.5, bars.length - 0.5], readingRange(frame, rtl));
  const y = linearScale(amounts, [frame.bottom, frame.top]);
  const slot = (frame.right - frame.left) / Math.max(bars.length, 1);
  const barWidth = Math.min(slot * 0.6, 96);
  // A name no wider than its slot, so neighbouring names do not run into each other.
  const labelLength = charactersThatFit(slot);
  const labels = spaceLabels(
    bars.map((bar, index) => ({ text: shortLabel(bar.label, labelLength), x: x(index) })),
    [frame.left, frame.right],
  );
  return (
    <>
      <AmountAxis ticks={ticks} y={y} frame={frame} rtl={rtl} format={formatAxisAmount} />
      {bars.map((bar, index) => (
        <rect
          key={bar.key}
          x={x(index) - barWidth / 2}
          y={y(bar.amount)}
          width={barWidth}
          height={frame.bottom - y(bar.amount)}
          fill="var(--accent-9)"
        />
      ))}
      <BottomLabels labels={labels} frame={frame} />
    </>
  );
}
