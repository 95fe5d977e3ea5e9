import type { AxisLabel, PlotFrame } from './chart-scale';

export interface AmountAxisProps {
  ticks: readonly number[];
  /** Maps an amount to its height in the drawing. */
  y: (amount: number) => number;
  frame: PlotFrame;
  rtl: boolean;
  format: (amount: number) => string;
}

const GAP = 6;

/**
 * Grid lines across the plot and their amounts beside it, on the reader's start side. With the
 * SVG's `direction`, anchoring at the end puts each label's end next to the plot in either
 * direction (its right edge in LTR, its left edge in RTL).
 */
export function AmountAxis({ ticks, y, frame, rtl, format }: AmountAxisProps) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={frame.left}
            x2={frame.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--gray-a4)"
          />
          <text
            x={rtl ? frame.right + GAP : frame.left - GAP}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
          >
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Labels centred under the plot: dates or opportunity names, already spaced apart. */
export function BottomLabels({
  labels,
  frame,
}: {
  labels: readonly AxisLabel[];
  frame: PlotFrame;
}) {
  return (
    <g>
      {labels.map((label) => (
        <text key={label.x} x={label.x} y={frame.bottom + 2 * GAP} dy="0.71em" textAnchor="middle">
          {label.text}
        </text>
      ))}
    </g>
  );
}
