import type { MouseEvent, ReactNode } from 'react';

export type NavItem = {
  id: string;
  label: string;
  href?: string;
  icon?: ReactNode;
  children?: NavItem[];
};

export type NavigateHandler = (href: string, event: MouseEvent) => void;

// Modified and middle clicks open new tabs or windows: those stay with the browser.
export function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export function navigateOnPlainClick(href: string, onNavigate: NavigateHandler | undefined) {
  return (event: MouseEvent) => {
    if (onNavigate && isPlainLeftClick(event)) onNavigate(href, event);
  };
}
