import type { ReactNode } from 'react';
import { ThemeProvider, type Direction } from '../theme/ThemeProvider';

type SampleProps = { direction: Direction; children: ReactNode };

/**
 * A live sample on a Foundations page: the real theme, in one direction, out of Storybook's docs
 * typography (`sb-unstyled`), and without the root theme's full-screen minimum height.
 */
export function Sample({ direction, children }: SampleProps) {
  return (
    <div className="sb-unstyled sahm-foundations-sample">
      <style>{'.sahm-foundations-sample > .radix-themes { min-block-size: 0; }'}</style>
      <ThemeProvider direction={direction}>
        <div lang={direction === 'rtl' ? 'ar' : 'en'}>{children}</div>
      </ThemeProvider>
    </div>
  );
}

type TableProps = { head: readonly string[]; rows: readonly (readonly ReactNode[])[] };

/** A plain table for a Foundations page (Storybook's MDX has no Markdown tables without GFM). */
export function Table({ head, rows }: TableProps) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
