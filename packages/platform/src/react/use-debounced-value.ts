import { useEffect, useState } from 'react';
import { LIST_QUERY_DEBOUNCE_MS } from '../lists/paging';

/** `value`, once it has stopped changing for `delayMs` (SPEC §9 list query debounce). */
export function useDebouncedValue<T>(value: T, delayMs = LIST_QUERY_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
