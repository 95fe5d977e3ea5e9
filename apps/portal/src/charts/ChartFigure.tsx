import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';

export interface ChartTableRow {
  key: string;
  cells: string[];
}

export interface ChartFigureProps {
  id: string;
  title: string;
  /** One line on what the chart shows, read before the values. */
  summary: string;
  /** Column headings of the text equivalent. */
  columns: string[];
  rows: ChartTableRow[];
  /** The drawn chart; hidden from assistive technology, which reads the table instead. */
  children: ReactNode;
}

/**
 * A chart with its text equivalent: a visible title and summary, the drawing (aria-hidden) and a
 * visually hidden table listing every value, so screen readers get the data, not a picture.
 */
export function ChartFigure({ id, title, summary, columns, rows, children }: ChartFigureProps) {
  return (
    <Flex direction="column" gap="2" asChild>
      <figure aria-labelledby={`${id}-title`} style={{ margin: 0 }}>
        <Heading as="h3" size="3" id={`${id}-title`}>
          {title}
        </Heading>
        <Text as="p" size="2" color="gray" id={`${id}-summary`}>
          {summary}
        </Text>
        <Box aria-hidden="true" style={{ minWidth: 0 }}>
          {children}
        </Box>
        <VisuallyHidden>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </figure>
    </Flex>
  );
}
