import type { ReactNode } from 'react';
import { Box, Spinner } from '@radix-ui/themes';
import { useMediaQuery } from '../../layout/Navbar/use-media-query';
import { BREAKPOINT_PX } from '../../theme/constants';
import { DataTableCards, type CardHeadingLevel } from './DataTableCards';
import { DataTableGrid } from './DataTableGrid';
import { DataTableEmpty, DataTableErrorCallout, DataTableLoading } from './DataTableStates';
import type { DataTableLayout } from './DataTable.variants';
import type { DataTableSorting } from './sorting';
import type { DataTableColumn, DataTableError, RowAction } from './types';

/** `ready` with no rows is the empty state. */
export type DataTableState = 'loading' | 'error' | 'ready';

type RowActionsProps<Row> =
  | { rowActions?: undefined; actionsLabel?: undefined; actionsColumnLabel?: undefined }
  | {
      /** The row's actions menu; a row with none shows no menu button. */
      rowActions: (row: Row) => RowAction[];
      /** The menu button's accessible name, naming the row (e.g. "Actions for Sara"). */
      actionsLabel: (row: Row) => string;
      /** The (visually hidden) header of the actions column. */
      actionsColumnLabel: string;
    };

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The table's (and the card list's) accessible name. */
  caption: string;
  /** Keeps the caption for assistive technology only, when a heading above already says it. */
  captionHidden?: boolean;
  state: DataTableState;
  /** Names the loading placeholder (a status). */
  loadingText: string;
  /** Placeholder rows while loading; default 3. */
  loadingRows?: number;
  emptyText: string;
  emptyDescription?: string;
  /** E.g. a "Clear filters" button under the empty text. */
  emptyAction?: ReactNode;
  /** Shown when `state` is `error`. */
  error?: DataTableError;
  sorting?: DataTableSorting;
  /** Makes the headers of columns with a `sortKey` sort buttons (asc → desc → none). */
  onSortingChange?: (sorting: DataTableSorting) => void;
  /** A refetch is under way: the rows stay, marked busy, with a small spinner at the inline end. */
  busy?: boolean;
  /** Forces a layout; by default a table from 992 px (SPEC §9) and cards below it. */
  layout?: DataTableLayout;
  /** The heading level of each card's title in the narrow layout; default 3. */
  cardHeadingLevel?: CardHeadingLevel;
} & RowActionsProps<Row>;

/**
 * A paged list's rows with their loading, error, empty and refetching states. One layout is
 * rendered, never both hidden by CSS, so assistive technology and tests meet one list.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionHidden = false,
  state,
  loadingText,
  loadingRows = 3,
  emptyText,
  emptyDescription,
  emptyAction,
  error,
  sorting = null,
  onSortingChange,
  busy = false,
  layout,
  cardHeadingLevel = 3,
  rowActions,
  actionsLabel,
  actionsColumnLabel,
}: DataTableProps<Row>) {
  const wideViewport = useMediaQuery(`(min-width: ${BREAKPOINT_PX}px)`);
  const resolvedLayout = layout ?? (wideViewport ? 'table' : 'cards');

  if (state === 'loading') return <DataTableLoading label={loadingText} rows={loadingRows} />;
  if (state === 'error') return error ? <DataTableErrorCallout error={error} /> : null;
  if (rows.length === 0) {
    return <DataTableEmpty text={emptyText} description={emptyDescription} action={emptyAction} />;
  }
  return (
    <Box position="relative" aria-busy={busy}>
      {busy && (
        // Decoration: `aria-busy` tells assistive technology; the spinner shows sighted readers.
        <Box
          position="absolute"
          // Just above the rows at the inline end, in the gap, so it covers no data.
          style={{ insetBlockEnd: '100%', insetInlineEnd: 0 }}
          aria-hidden="true"
        >
          <Spinner size="2" />
        </Box>
      )}
      {resolvedLayout === 'table' ? (
        <DataTableGrid
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          caption={caption}
          captionHidden={captionHidden}
          sorting={sorting}
          onSortingChange={onSortingChange}
          rowActions={rowActions}
          actionsLabel={actionsLabel}
          actionsColumnLabel={actionsColumnLabel}
        />
      ) : (
        <DataTableCards
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          caption={caption}
          headingLevel={cardHeadingLevel}
          rowActions={rowActions}
          actionsLabel={actionsLabel}
        />
      )}
    </Box>
  );
}
