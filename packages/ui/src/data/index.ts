export { DataTable, RowActionsMenu } from './DataTable';
export type {
  CardHeadingLevel,
  DataTableAlign,
  DataTableColumn,
  DataTableError,
  DataTableLayout,
  DataTablePriority,
  DataTableProps,
  DataTableSorting,
  DataTableState,
  RowAction,
  RowActionsMenuProps,
  RowActionTone,
} from './DataTable';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { ListToolbar, SearchField } from './ListToolbar';
export type { ListToolbarProps, SearchFieldProps } from './ListToolbar';
