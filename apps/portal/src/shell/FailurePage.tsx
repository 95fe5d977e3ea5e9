import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';

export interface FailurePageProps {
  title: string;
  details: string;
  actionLabel: string;
  onAction: () => void;
}

/**
 * A failure that leaves nothing else to show, with the error screen's look. Not ui's ErrorScreen:
 * that dialog's code is fetched when first shown (ADR 0190), and the network may be what failed.
 */
export function FailurePage({ title, details, actionLabel, onAction }: FailurePageProps) {
  const titleId = useId();
  return (
    <main className="sahm-error-screen" aria-labelledby={titleId}>
      <Flex direction="column" align="center" gap="4" className="sahm-error-screen__body">
        <Heading as="h1" size="7" align="center" id={titleId}>
          {title}
        </Heading>
        <Text as="p" size="3" color="gray" className="sahm-error-screen__details">
          {details}
        </Text>
        <Button size="3" highContrast onClick={onAction}>
          {actionLabel}
        </Button>
      </Flex>
    </main>
  );
}
