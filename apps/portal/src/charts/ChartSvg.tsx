import type { ReactNode } from 'react';
import { useElementWidth } from './use-element-width';

export interface ChartSvgProps {
  height: number;
  direction: 'ltr' | 'rtl';
  /** Draws the chart for the measured width, in pixels. */
  children: (width: number) => ReactNode;
}

/**
 * An SVG as wide as its container, drawn in pixels rather than scaled from a viewBox: axis text
 * stays 12 px at every width, and the charts choose how many labels fit (docs/adr/0240).
 * `direction` makes Arabic labels read and truncate right to left.
 */
export function ChartSvg({ height, direction, children }: ChartSvgProps) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={containerRef} style={{ width: '100%', height }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          direction={direction}
          fontSize={12}
          fill="var(--gray-11)"
          style={{ display: 'block' }}
        >
          {children(width)}
        </svg>
      )}
    </div>
  );
}
