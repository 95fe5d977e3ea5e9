import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import type { SortOrder } from './sorting';

export type SortableHeaderProps = {
  label: string;
  /** The column's current order, or undefined when another column (or none) sorts the list. */
  order: SortOrder | undefined;
  onSort: () => void;
};

/** A header's sort button; the state is told by the cell's `aria-sort`, the arrow is decoration. */
export function SortableHeader({ label, order, onSort }: SortableHeaderProps) {
  const Icon = order === 'asc' ? ArrowUpIcon : order === 'desc' ? ArrowDownIcon : CaretSortIcon;
  return (
    <Button variant="ghost" color="gray" highContrast size="2" onClick={onSort}>
      {label}
      <Icon aria-hidden="true" color={order === undefined ? 'var(--gray-10)' : undefined} />
    </Button>
  );
}
