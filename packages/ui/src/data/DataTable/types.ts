import type { ReactNode } from 'react';
import type { DataTableAlign, DataTablePriority, RowActionTone } from './DataTable.variants';

/** One column: its header, how a row fills its cell, and how it sorts and folds into a card. */
export type DataTableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The ABP sorting field this column sorts by; the header becomes a sort button when set. */
  sortKey?: string;
  /** Default `start`. */
  align?: DataTableAlign;
  /** Default `medium`; ignored for the first column, which is the row header and card title. */
  priority?: DataTablePriority;
  /** The cell's minimum inline size in the table layout, e.g. `180px` for a progress bar. */
  minWidth?: string;
};

/** One entry of a row's actions menu. */
export type RowAction = {
  id: string;
  label: string;
  onSelect: () => void;
  tone?: RowActionTone;
  disabled?: boolean;
};

/** What a failed load says and how to try again (DESIGN.md: designed error states). */
export type DataTableError = {
  title: string;
  message?: string;
  retryLabel: string;
  onRetry: () => void;
};
