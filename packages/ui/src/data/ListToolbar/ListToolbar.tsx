import type { ReactNode } from 'react';
import { Flex } from '@radix-ui/themes';

export type ListToolbarProps = {
  /** The search field and filters, at the inline start; they wrap on a narrow screen. */
  children: ReactNode;
  /** E.g. a "New user" button, at the inline end. */
  actions?: ReactNode;
};

/** The row above a list: its search and filters, and the list's own actions. */
export function ListToolbar({ children, actions }: ListToolbarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="end" justify="between">
      <Flex gap="3" wrap="wrap" align="end" flexGrow="1">
        {children}
      </Flex>
      {actions !== undefined && (
        <Flex gap="2" align="end" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
