/** What a key does in a horizontal tab list: WAI-ARIA APG tabs, plus Radix Tabs' Page keys. */
const KEY_MOVES: Readonly<Record<string, 'previous' | 'next' | 'first' | 'last'>> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

/**
 * The index of the tab a key moves to from `current` among `count` tabs, or `undefined` for a key
 * that does not move. Left and right follow the reading direction (swapped right to left), and
 * moving past either end wraps around, as Radix Tabs did.
 */
export function tabIndexAfterKey(
  key: string,
  current: number,
  count: number,
  direction: 'ltr' | 'rtl',
): number | undefined {
  const move = KEY_MOVES[key];
  if (move === undefined || count === 0) return undefined;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  const forward = (move === 'next') === (direction === 'ltr');
  return (current + (forward ? 1 : -1) + count) % count;
}
