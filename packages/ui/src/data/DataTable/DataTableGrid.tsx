import { Table, VisuallyHidden } from '@radix-ui/themes';
import { cellJustify } from './DataTable.variants';
import { RowActionsMenu } from './RowActionsMenu';
import { SortableHeader } from './SortableHeader';
import { ariaSortOf, nextSorting, type DataTableSorting } from './sorting';
import type { DataTableColumn, RowAction } from './types';

// Long names and descriptions wrap inside their cell instead of widening the table.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

export type DataTableGridProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  caption: string;
  captionHidden: boolean;
  sorting: DataTableSorting;
  onSortingChange: ((sorting: DataTableSorting) => void) | undefined;
  rowActions: ((row: Row) => RowAction[]) | undefined;
  actionsLabel: ((row: Row) => string) | undefined;
  actionsColumnLabel: string | undefined;
};

/** The wide layout: a real table, the first column as row headers, sortable column headers. */
export function DataTableGrid<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionHidden,
  sorting,
  onSortingChange,
  rowActions,
  actionsLabel,
  actionsColumnLabel,
}: DataTableGridProps<Row>) {
  const [titleColumn, ...otherColumns] = columns;
  return (
    // The table scrolls inside its box on a tight screen; the page never scrolls sideways.
    <div style={{ overflowX: 'auto' }}>
      <Table.Root variant="surface" className="sahm-tabular-nums">
        <caption style={{ textAlign: 'start' }}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => {
              const { sortKey } = column;
              const sortable = sortKey !== undefined && onSortingChange !== undefined;
              return (
                <Table.ColumnHeaderCell
                  key={column.id}
                  justify={cellJustify[column.align ?? 'start']}
                  aria-sort={sortable ? ariaSortOf(sorting, sortKey) : undefined}
                >
                  {sortable ? (
                    <SortableHeader
                      label={column.header}
                      order={sorting?.key === sortKey ? sorting.order : undefined}
                      onSort={() => onSortingChange(nextSorting(sorting, sortKey))}
                    />
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeaderCell>
              );
            })}
            {rowActions && (
              <Table.ColumnHeaderCell justify="end">
                <VisuallyHidden>{actionsColumnLabel}</VisuallyHidden>
              </Table.ColumnHeaderCell>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={getRowId(row)}>
              {titleColumn && (
                <Table.RowHeaderCell
                  justify={cellJustify[titleColumn.align ?? 'start']}
                  minWidth={titleColumn.minWidth}
                  style={wrapAnywhere}
                >
                  {titleColumn.cell(row)}
                </Table.RowHeaderCell>
              )}
              {otherColumns.map((column) => (
                <Table.Cell
                  key={column.id}
                  justify={cellJustify[column.align ?? 'start']}
                  minWidth={column.minWidth}
                  style={wrapAnywhere}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
              {rowActions && (
                <Table.Cell justify="end">
                  <RowActionsMenu actions={rowActions(row)} label={actionsLabel?.(row) ?? ''} />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
