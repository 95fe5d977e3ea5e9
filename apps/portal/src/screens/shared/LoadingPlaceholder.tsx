import type { ReactNode } from 'react';
import { Flex } from '@radix-ui/themes';

/**
 * What a screen or dialog shows while its data loads: skeletons in the shape of what comes (its
 * children), announced once as a busy status named by `label`.
 */
export function LoadingPlaceholder({
  label,
  gap = '3',
  children,
}: {
  label: string;
  gap?: '3' | '4';
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap={gap} role="status" aria-busy="true" aria-label={label}>
      {children}
    </Flex>
  );
}
