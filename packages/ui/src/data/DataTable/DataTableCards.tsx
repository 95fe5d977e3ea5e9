import { Card, DataList, Flex, Heading } from '@radix-ui/themes';
import { detailSize, type DataTablePriority } from './DataTable.variants';
import { RowActionsMenu } from './RowActionsMenu';
import type { DataTableColumn, RowAction } from './types';

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export type DataTableCardsProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  caption: string;
  headingLevel: CardHeadingLevel;
  rowActions: ((row: Row) => RowAction[]) | undefined;
  actionsLabel: ((row: Row) => string) | undefined;
};

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

function DetailList<Row>({
  row,
  columns,
  priority,
}: {
  row: Row;
  columns: DataTableColumn<Row>[];
  priority: DataTablePriority;
}) {
  if (columns.length === 0) return null;
  const size = detailSize[priority];
  return (
    <DataList.Root orientation="horizontal" size={size} className="sahm-tabular-nums">
      {columns.map((column) => (
        <DataList.Item key={column.id}>
          <DataList.Label>{column.header}</DataList.Label>
          <DataList.Value style={wrapAnywhere}>{column.cell(row)}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * The narrow layout (DESIGN.md: tables become cards): one card per row, the first column as its
 * heading, high-priority columns beside it, the others as label/value pairs. Same data as the table.
 */
export function DataTableCards<Row>({
  columns,
  rows,
  getRowId,
  caption,
  headingLevel,
  rowActions,
  actionsLabel,
}: DataTableCardsProps<Row>) {
  const [titleColumn, ...otherColumns] = columns;
  const byPriority = (priority: DataTablePriority) =>
    otherColumns.filter((column) => (column.priority ?? 'medium') === priority);
  const [high, medium, low] = [byPriority('high'), byPriority('medium'), byPriority('low')];
  return (
    <Flex asChild direction="column" gap="3" p="0" m="0">
      <ul aria-label={caption} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={getRowId(row)}>
            <Card size="2">
              <Flex direction="column" gap="3">
                <Flex justify="between" gap="2" align="start">
                  {titleColumn && (
                    <Heading as={`h${headingLevel}`} size="3" style={wrapAnywhere}>
                      {titleColumn.cell(row)}
                    </Heading>
                  )}
                  <Flex gap="2" align="center" wrap="wrap" justify="end" flexShrink="0">
                    {high.map((column) => (
                      <Flex key={column.id}>{column.cell(row)}</Flex>
                    ))}
                    {rowActions && (
                      <RowActionsMenu actions={rowActions(row)} label={actionsLabel?.(row) ?? ''} />
                    )}
                  </Flex>
                </Flex>
                <DetailList row={row} columns={medium} priority="medium" />
                <DetailList row={row} columns={low} priority="low" />
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
