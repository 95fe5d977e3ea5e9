// Only the chart components import this: kept apart from chart-data, which the wallet screen
// imports, so the chart chunks do not depend on the wallet's chunk.

/** A short axis label; the text equivalent carries the full one. */
export function shortLabel(label: string, maxLength = 16): string {
  const trimmed = label.trim();
  return trimmed.length <= maxLength ? trimmed : `${trimmed.slice(0, maxLength - 1).trimEnd()}…`;
}
