import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Colours and font read from the Radix theme around the chart, so charts follow light/dark. */
export interface ChartTheme {
  accent: string;
  accentSoft: string;
  grid: string;
  text: string;
  font: string;
}

function readTheme(element: HTMLElement): ChartTheme {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    accent: token('--accent-9', '#29a383'),
    accentSoft: token('--accent-a4', 'rgba(41,163,131,0.2)'),
    grid: token('--gray-a4', 'rgba(0,0,0,0.1)'),
    text: token('--gray-11', '#5f655f'),
    font: `12px ${style.fontFamily || 'sans-serif'}`,
  };
}

/**
 * Draws a uPlot chart into the returned ref's element and keeps it as wide as its container.
 * uPlot draws on a canvas (no innerHTML), so it runs under the Trusted Types policy.
 */
export function useUplot(
  makeOptions: (theme: ChartTheme, width: number) => uPlot.Options,
  data: uPlot.AlignedData,
  height: number,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const width = Math.max(container.clientWidth, 240);
    const options = makeOptions(readTheme(container), width);
    const plot = new uPlot({ ...options, width, height }, data, container);
    const observer = new ResizeObserver(([entry]) => {
      const nextWidth = Math.max(Math.floor(entry?.contentRect.width ?? width), 240);
      if (nextWidth !== plot.width) plot.setSize({ width: nextWidth, height });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [makeOptions, data, height]);
  return containerRef;
}
