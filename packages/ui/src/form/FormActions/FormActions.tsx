import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export type FormActionsProps = {
  /** The main actions (Cancel, Save…), at the inline end; the primary one last. */
  children: ReactNode;
  /** Secondary actions at the inline start, e.g. Back in a wizard. */
  start?: ReactNode;
};

/** The button row under a form; wraps on narrow screens. */
export function FormActions({ children, start }: FormActionsProps) {
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" className="sahm-form-actions" mt="2">
      <Flex gap="3">{start}</Flex>
      <Flex gap="3" wrap="wrap">
        {children}
      </Flex>
    </Flex>
  );
}
