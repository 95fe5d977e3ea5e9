export { DataTable } from './DataTable';
export type { DataTableProps, DataTableState } from './DataTable';
export type { CardHeadingLevel } from './DataTableCards';
export { RowActionsMenu } from './RowActionsMenu';
export type { RowActionsMenuProps } from './RowActionsMenu';
export type { DataTableSorting } from './sorting';
export type { DataTableColumn, DataTableError, RowAction } from './types';
export type {
  DataTableAlign,
  DataTableLayout,
  DataTablePriority,
  RowActionTone,
} from './DataTable.variants';
