import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

// A whole page's empty state sits under its h1 and is drawn a step larger than a section's.
const LEVELS = {
  h2: { headingSize: '4', gap: '3' },
  h3: { headingSize: '3', gap: '2' },
} as const;

/** A list or section with nothing in it: what that means and where to go next. */
export function EmptyState({
  title,
  message,
  action,
  heading = 'h3',
}: {
  title: string;
  message: string;
  action?: ReactNode;
  /** The title's level in the page outline: `h2` when the empty state stands for the whole page. */
  heading?: keyof typeof LEVELS;
}) {
  const { headingSize, gap } = LEVELS[heading];
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" gap={gap} align="start">
        <Heading as={heading} size={headingSize}>
          {title}
        </Heading>
        <Text as="p" color="gray">
          {message}
        </Text>
        {action}
      </Flex>
    </Card>
  );
}
