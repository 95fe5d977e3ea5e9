import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

/** A list or section with nothing in it: what that means and where to go next. */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" gap="2" align="start">
        <Heading as="h3" size="3">
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
