/** Where a column's content sits in its cell; `end` for amounts, so their digits line up. */
export type DataTableAlign = 'start' | 'end';

/**
 * Where a column goes when rows become cards (under 992 px): `high` beside the card's title with
 * no label (a status badge, the amount), `medium` as a label/value pair, `low` as a smaller pair
 * at the end. Every column appears in both layouts.
 */
export type DataTablePriority = 'high' | 'medium' | 'low';

export type DataTableLayout = 'table' | 'cards';

export type RowActionTone = 'danger';

// Radix Themes' `justify` of a table cell for each alignment.
export const cellJustify = { start: 'start', end: 'end' } as const satisfies Record<
  DataTableAlign,
  'start' | 'end'
>;

// A destructive action is red in the menu, beside its words (never colour alone).
export const actionToneColor = { danger: 'red' } as const satisfies Record<RowActionTone, 'red'>;

// Card detail text size per priority: low-priority pairs step down one size.
export const detailSize = { high: '2', medium: '2', low: '1' } as const satisfies Record<
  DataTablePriority,
  '1' | '2'
>;
