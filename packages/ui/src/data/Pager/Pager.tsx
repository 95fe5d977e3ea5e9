import { useLayoutEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE, isPagerNeeded, pageCountOf, pageRangeOf } from './paging';

export type PagerProps = {
  /** 0-based (ABP's `skipCount / maxResultCount`); shown 1-based. */
  page: number;
  /** Default 10 (SPEC §9). */
  pageSize?: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name, e.g. "Pages of users". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 5": gets 1-based numbers; the caller formats them for its language. */
  pageOfText: (page: number, pageCount: number) => string;
  /** "Showing 11–20 of 95", when given: 1-based first and last row, and the total. */
  rangeText?: (first: number, last: number, totalCount: number) => string;
};

/** Previous / next paging; renders nothing while everything fits on the first page. */
export function Pager({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  totalCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageOfText,
  rangeText,
}: PagerProps) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pageCount = pageCountOf(totalCount, pageSize);
  const atStart = page <= 0;
  const atEnd = page >= pageCount - 1;
  const pressed = useRef<'previous' | 'next' | null>(null);

  // Reaching an end disables the button just pressed; focus moves to the other one, not to <body>.
  useLayoutEffect(() => {
    const from = pressed.current;
    pressed.current = null;
    if (from === 'next' && atEnd) previousRef.current?.focus();
    if (from === 'previous' && atStart) nextRef.current?.focus();
  }, [page, atStart, atEnd]);

  if (!isPagerNeeded(page, pageSize, totalCount)) return null;
  const range = pageRangeOf(page, pageSize, totalCount);
  const go = (direction: 'previous' | 'next') => {
    pressed.current = direction;
    onPageChange(direction === 'next' ? page + 1 : page - 1);
  };
  return (
    <Flex asChild align="center" justify="between" gap="3" wrap="wrap">
      <nav aria-label={label}>
        <Button
          ref={previousRef}
          variant="soft"
          highContrast
          disabled={atStart}
          onClick={() => go('previous')}
        >
          <ChevronLeftIcon className="sahm-mirror-rtl" aria-hidden="true" />
          {previousLabel}
        </Button>
        <Flex direction="column" align="center" gap="1">
          <Text size="2" color="gray" aria-live="polite" className="sahm-tabular-nums">
            {pageOfText(page + 1, pageCount)}
          </Text>
          {rangeText && range.first > 0 && (
            <Text size="1" color="gray" className="sahm-tabular-nums">
              {rangeText(range.first, range.last, totalCount)}
            </Text>
          )}
        </Flex>
        <Button
          ref={nextRef}
          variant="soft"
          highContrast
          disabled={atEnd}
          onClick={() => go('next')}
        >
          {nextLabel}
          <ChevronRightIcon className="sahm-mirror-rtl" aria-hidden="true" />
        </Button>
      </nav>
    </Flex>
  );
}
