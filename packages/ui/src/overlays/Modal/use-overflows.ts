import { useEffect, useState } from 'react';

// Whether an element's content is taller than the element: a scrolling body must be focusable
// so keyboard users can scroll it (axe: scrollable-region-focusable). A callback ref, because
// dialog content mounts in a portal after the dialog's own first render.
export function useOverflows() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setOverflows(element.scrollHeight > element.clientHeight),
    );
    observer.observe(element);
    Array.from(element.children).forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [element]);
  return [overflows, setElement] as const;
}
