/** Ascending `order`; items with an order come before those without, otherwise stable (SPEC §4). */
export function sortByOrder<T extends { order?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const aHasOrder = typeof a.order === 'number';
    const bHasOrder = typeof b.order === 'number';
    if (aHasOrder && bHasOrder) return (a.order as number) - (b.order as number);
    return Number(bHasOrder) - Number(aHasOrder);
  });
}

/** Later items replace earlier ones with the same key, keeping the first one's position. */
export function dedupeBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [keyOf(item), item] as const)).values()];
}

/** Menu entries are keyed by name (SPEC §3). */
export function dedupeByName<T extends { name: string }>(items: readonly T[]): T[] {
  return dedupeBy(items, (item) => item.name);
}
