import { ChartFigure } from './ChartFigure';
import { AmountAxis, BottomLabels } from './ChartAxes';
import { ChartSvg } from './ChartSvg';
import type { BalancePoint } from './chart-data';
import {
  AXIS_CHAR_WIDTH,
  amountDomain,
  amountGutter,
  amountTicks,
  evenTimes,
  linearScale,
  plotFrame,
  readingRange,
  spaceLabels,
} from './chart-scale';

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
 * The wallet's balance over time: a line through the balance after each movement, with points and
 * a soft fill. In RTL time runs from right to left and the amount axis sits on the right, the way
 * Arabic reads (docs/adr/0240-charts-drawn-as-svg.md).
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
      <ChartSvg height={HEIGHT} direction={direction}>
        {(width) => (
          <BalanceDrawing
            points={points}
            width={width}
            rtl={direction === 'rtl'}
            formatDate={formatDate}
            formatAxisAmount={formatAxisAmount}
          />
        )}
      </ChartSvg>
    </ChartFigure>
  );
}

interface BalanceDrawingProps {
  points: BalancePoint[];
  width: number;
  rtl: boolean;
  formatDate: (iso: string) => string;
  formatAxisAmount: (amount: number) => string;
}

function BalanceDrawing({ points, width, rtl, formatDate, formatAxisAmount }: BalanceDrawingProps) {
  const amounts = amountDomain(points.map((point) => point.balance));
  const ticks = amountTicks(amounts);
  const frame = plotFrame(width, HEIGHT, amountGutter(ticks.map(formatAxisAmount)), rtl);
  const times = points.map((point) => Date.parse(point.at));
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? first;
  const x = linearScale([first, last], readingRange(frame, rtl));
  const y = linearScale(amounts, [frame.bottom, frame.top]);
  const corners = points.map(
    (point, index) => [x(times[index] ?? first), y(point.balance)] as const,
  );
  const line = corners.map((corner) => corner.join(',')).join(' ');
  // As many dates as fit side by side (with a label's width between them), ends included.
  const dateLength = formatDate(new Date(first).toISOString()).length;
  const dateCount = Math.floor((frame.right - frame.left) / (2 * dateLength * AXIS_CHAR_WIDTH)) + 1;
  const labelTimes = evenTimes(first, last, dateCount);
  const dates = spaceLabels(
    labelTimes.map((time) => ({ text: formatDate(new Date(time).toISOString()), x: x(time) })),
    [frame.left, frame.right],
  );
  return (
    <>
      <AmountAxis ticks={ticks} y={y} frame={frame} rtl={rtl} format={formatAxisAmount} />
      {labelTimes.map((time) => (
        <line
          key={time}
          x1={x(time)}
          x2={x(time)}
          y1={frame.top}
          y2={frame.bottom}
          stroke="var(--gray-a4)"
        />
      ))}
      <polygon
        points={`${line} ${x(last)},${frame.bottom} ${x(first)},${frame.bottom}`}
        fill="var(--accent-a4)"
      />
      <polyline points={line} fill="none" stroke="var(--accent-9)" strokeWidth={2} />
      {corners.map(([cx, cy], index) => (
        <circle key={index} cx={cx} cy={cy} r={3} fill="var(--accent-9)" />
      ))}
      <BottomLabels labels={dates} frame={frame} />
    </>
  );
}
