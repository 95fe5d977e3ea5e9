import { useState } from 'react';

/**
 * True from the first render with `open` on. A dialog loaded on demand (ADR 0190) is fetched when
 * it first opens and then stays rendered, so it can animate out and give focus back on closing.
 */
export function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened;
}
