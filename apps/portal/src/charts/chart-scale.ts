import { ticks } from 'd3-array';

// Pure geometry of the charts: kept apart from the components so the math is unit-tested.

export type Interval = readonly [number, number];

/** The plot's box inside the SVG, in pixels. */
export interface PlotFrame {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface AxisLabel {
  text: string;
  /** Centre of the label, in pixels. */
  x: number;
}

/** Width of one character of the 12 px axis text, a little generous so estimates never fall short. */
export const AXIS_CHAR_WIDTH = 7.5;
const LABEL_GAP = 12;

/** Maps `domain` linearly onto `range`; a domain of one value (a single point) maps to the middle. */
export function linearScale([domainStart, domainEnd]: Interval, [rangeStart, rangeEnd]: Interval) {
  const span = domainEnd - domainStart;
  return (value: number) =>
    span === 0
      ? (rangeStart + rangeEnd) / 2
      : rangeStart + ((value - domainStart) / span) * (rangeEnd - rangeStart);
}

/** Amounts run from 0 to a tenth above the largest, so the highest point never touches the top. */
export function amountDomain(amounts: readonly number[]): Interval {
  return [0, Math.max(0, ...amounts) * 1.1 || 1];
}

/** A few round amounts within the domain, for the grid lines and their labels. */
export const amountTicks = ([low, high]: Interval) => ticks(low, high, 4);

/**
 * `count` moments evenly spread from the first to the last, both included: the time axis names
 * where the balance starts and ends. One moment (a single movement) gives itself alone.
 */
export function evenTimes(firstMs: number, lastMs: number, count: number): number[] {
  if (firstMs === lastMs || count < 2) return [firstMs];
  const step = (lastMs - firstMs) / (count - 1);
  return Array.from({ length: count }, (_unused, index) => firstMs + index * step);
}

/** How many characters of axis text fit in `width` pixels with room to spare beside them. */
export const charactersThatFit = (width: number) =>
  Math.max(2, Math.floor((width - LABEL_GAP) / AXIS_CHAR_WIDTH));

/** Room for the amount labels beside the plot: the longest label and a small gap. */
export const amountGutter = (labels: readonly string[]) =>
  Math.ceil(Math.max(2, ...labels.map((label) => label.length)) * AXIS_CHAR_WIDTH) + 8;

/**
 * The plot inside a `width` × `height` drawing: the amount axis on the reader's start side (left
 * in LTR, right in RTL) and a line of labels below.
 */
export function plotFrame(width: number, height: number, gutter: number, rtl: boolean): PlotFrame {
  const edge = 8;
  return {
    left: rtl ? edge : gutter,
    right: width - (rtl ? gutter : edge),
    top: edge,
    bottom: height - 28,
  };
}

/** Where the horizontal axis starts and ends: at the reader's start side, so RTL runs right to left. */
export const readingRange = (frame: PlotFrame, rtl: boolean): Interval =>
  rtl ? [frame.right, frame.left] : [frame.left, frame.right];

/**
 * Keeps labels within the plot's width and apart from each other: each is moved in from the
 * ends, then dropped if it would touch the last one kept. Labels come in axis order, in either
 * direction. Kept within the plot, a label never runs under the amount axis's labels.
 */
export function spaceLabels(labels: readonly AxisLabel[], [start, end]: Interval): AxisLabel[] {
  const kept: AxisLabel[] = [];
  for (const label of labels) {
    const half = (label.text.length * AXIS_CHAR_WIDTH) / 2;
    const x = Math.min(Math.max(label.x, start + half), end - half);
    const previous = kept.at(-1);
    const previousHalf = ((previous?.text.length ?? 0) * AXIS_CHAR_WIDTH) / 2;
    if (!previous || Math.abs(x - previous.x) >= half + previousHalf + LABEL_GAP) {
      kept.push({ text: label.text, x });
    }
  }
  return kept;
}
