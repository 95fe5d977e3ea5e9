import type { ReactNode } from 'react';
import { Button, Callout, Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import type { DataTableError } from './types';

/** Placeholder rows while the first page loads; one status with the loading text as its name. */
export function DataTableLoading({ label, rows }: { label: string; rows: number }) {
  return (
    <Flex direction="column" gap="3" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_unused, index) => (
        <Skeleton key={index} height="56px" width="100%" />
      ))}
    </Flex>
  );
}

/** A failed load: what happened and a retry, announced at once. */
export function DataTableErrorCallout({ error }: { error: DataTableError }) {
  return (
    <Callout.Root color="red" role="alert" variant="surface">
      <Callout.Text weight="bold">{error.title}</Callout.Text>
      {error.message !== undefined && <Callout.Text>{error.message}</Callout.Text>}
      <Flex>
        <Button variant="surface" color="gray" highContrast onClick={error.onRetry}>
          {error.retryLabel}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** A list with nothing in it: what that means and, when given, what to do next. */
export function DataTableEmpty({
  text,
  description,
  action,
}: {
  text: string;
  description: string | undefined;
  action: ReactNode;
}) {
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" gap="2" align="start">
        <Text as="p" size="3" weight="bold">
          {text}
        </Text>
        {description !== undefined && (
          <Text as="p" color="gray">
            {description}
          </Text>
        )}
        {action}
      </Flex>
    </Card>
  );
}
