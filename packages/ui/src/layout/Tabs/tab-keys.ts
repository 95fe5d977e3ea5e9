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
 * The index of the tab a key moves to from the focused tab `current`, or `undefined` for a key
 * that does not move. `enabled` says, per tab, whether it can take the focus: disabled tabs are
 * skipped, as Radix's roving focus skipped them. Left and right follow the reading direction
 * (swapped right to left), and moving past either end wraps around, as Radix Tabs did.
 */
export function tabIndexAfterKey(
  key: string,
  current: number,
  enabled: readonly boolean[],
  direction: 'ltr' | 'rtl',
): number | undefined {
  const move = KEY_MOVES[key];
  const reachable = enabled.flatMap((isEnabled, index) => (isEnabled ? [index] : []));
  if (move === undefined || reachable.length === 0) return undefined;
  if (move === 'first') return reachable[0];
  if (move === 'last') return reachable[reachable.length - 1];
  const forward = (move === 'next') === (direction === 'ltr');
  const count = reachable.length;
  const position = reachable.indexOf(current);
  return reachable[(position + (forward ? 1 : -1) + count) % count];
}
