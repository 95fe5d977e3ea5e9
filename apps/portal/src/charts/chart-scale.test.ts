import { describe, expect, it } from 'vitest';
import {
  AXIS_CHAR_WIDTH,
  amountDomain,
  amountGutter,
  amountTicks,
  charactersThatFit,
  evenTimes,
  linearScale,
  plotFrame,
  readingRange,
  spaceLabels,
} from './chart-scale';

describe('linearScale', () => {
  it('maps the domain onto the range, including values between', () => {
    const scale = linearScale([0, 100], [10, 210]);
    expect([scale(0), scale(25), scale(100)]).toEqual([10, 60, 210]);
  });

  it('maps onto a reversed range, as the amount axis (bottom to top) does', () => {
    const scale = linearScale([0, 50], [200, 0]);
    expect([scale(0), scale(50), scale(10)]).toEqual([200, 0, 160]);
  });

  it('puts the only value of a single-point domain in the middle', () => {
    expect(linearScale([7, 7], [40, 240])(7)).toBe(140);
  });
});

describe('amountDomain and amountTicks', () => {
  it('runs from 0 to a tenth above the largest amount', () => {
    const [low, high] = amountDomain([20_000, 55_000, 40_000]);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(60_500);
  });

  it('gives a unit domain when there is nothing or only zeros', () => {
    expect(amountDomain([])).toEqual([0, 1]);
    expect(amountDomain([0, 0])).toEqual([0, 1]);
  });

  it('picks round amounts inside the domain', () => {
    expect(amountTicks([0, 60_500])).toEqual([0, 20_000, 40_000, 60_000]);
    expect(amountTicks([0, 11_000])).toEqual([0, 2_000, 4_000, 6_000, 8_000, 10_000]);
    expect(amountTicks([0, 1])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe('evenTimes', () => {
  it('spreads the moments evenly from the first to the last, both included', () => {
    expect(evenTimes(1_000, 4_000, 4)).toEqual([1_000, 2_000, 3_000, 4_000]);
    expect(evenTimes(1_000, 4_000, 2)).toEqual([1_000, 4_000]);
  });

  it('gives the first moment alone for a single point or when only one label fits', () => {
    expect(evenTimes(5_000, 5_000, 4)).toEqual([5_000]);
    expect(evenTimes(1_000, 4_000, 1)).toEqual([1_000]);
  });
});

describe('charactersThatFit', () => {
  it('counts the characters that fit a width with a gap to spare, at least two', () => {
    expect(charactersThatFit(12 + 10 * AXIS_CHAR_WIDTH)).toBe(10);
    expect(charactersThatFit(12 + 10 * AXIS_CHAR_WIDTH - 1)).toBe(9);
    expect(charactersThatFit(5)).toBe(2);
  });

  it('lets two neighbouring names of that length stand side by side', () => {
    const slot = 190;
    const name = 'x'.repeat(charactersThatFit(slot));
    const kept = spaceLabels(
      [
        { text: name, x: 95 },
        { text: name, x: 95 + slot },
      ],
      [0, 2 * slot],
    );
    expect(kept).toHaveLength(2);
  });
});

describe('plotFrame and readingRange', () => {
  it('leaves the amount gutter on the left in LTR and on the right in RTL', () => {
    expect(plotFrame(400, 220, 50, false)).toEqual({ left: 50, right: 392, top: 8, bottom: 192 });
    expect(plotFrame(400, 220, 50, true)).toEqual({ left: 8, right: 350, top: 8, bottom: 192 });
  });

  it('runs left to right in LTR and right to left in RTL', () => {
    const ltr = plotFrame(400, 220, 50, false);
    const rtl = plotFrame(400, 220, 50, true);
    const firstDay = 0;
    const lastDay = 10;
    const ltrX = linearScale([firstDay, lastDay], readingRange(ltr, false));
    const rtlX = linearScale([firstDay, lastDay], readingRange(rtl, true));
    expect([ltrX(firstDay), ltrX(lastDay)]).toEqual([50, 392]);
    expect([rtlX(firstDay), rtlX(lastDay)]).toEqual([350, 8]);
  });

  it('sizes the gutter to the longest amount label', () => {
    expect(amountGutter(['0', '20K', '7.5 ألف'])).toBe(Math.ceil(7 * AXIS_CHAR_WIDTH) + 8);
  });
});

describe('spaceLabels', () => {
  const label = (x: number, text = '2026/01/03') => ({ text, x });
  const width = 10 * AXIS_CHAR_WIDTH;

  it('keeps labels that are far enough apart, unchanged', () => {
    expect(spaceLabels([label(100), label(200), label(300)], [0, 400])).toEqual([
      label(100),
      label(200),
      label(300),
    ]);
  });

  it('drops a label that would touch the last one kept, in either direction', () => {
    const ltr = spaceLabels([label(100), label(150), label(200)], [0, 400]);
    const rtl = spaceLabels([label(300), label(250), label(200)], [0, 400]);
    expect(ltr.map(({ x }) => x)).toEqual([100, 200]);
    expect(rtl.map(({ x }) => x)).toEqual([300, 200]);
  });

  it('moves labels at the ends of the plot inside it, clear of the amount axis', () => {
    expect(spaceLabels([label(50), label(392)], [50, 392]).map(({ x }) => x)).toEqual([
      50 + width / 2,
      392 - width / 2,
    ]);
  });

  it('never leaves two labels overlapping or outside the plot of a 320 px drawing', () => {
    const plot = [50, 312] as const;
    const crowded = Array.from({ length: 30 }, (_unused, index) => label(plot[0] + index * 9));
    const kept = spaceLabels(crowded, plot);
    expect(kept.length).toBeGreaterThan(1);
    for (const [index, current] of kept.entries()) {
      const next = kept[index + 1];
      if (next) expect(next.x - current.x).toBeGreaterThanOrEqual(width);
      expect(current.x - width / 2).toBeGreaterThanOrEqual(plot[0]);
      expect(current.x + width / 2).toBeLessThanOrEqual(plot[1]);
    }
  });

  it('is empty for no labels', () => {
    expect(spaceLabels([], [0, 320])).toEqual([]);
  });
});
