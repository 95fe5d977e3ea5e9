import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

export type AccountPanelProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the other account pages, under the content. */
  footer?: ReactNode;
};

/** An account page's card: its heading (the page's h1), an introduction, the content, links. */
export function AccountPanel({ title, intro, children, footer }: AccountPanelProps) {
  const titleId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={titleId}>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h1" id={titleId} size="6">
              {title}
            </Heading>
            {intro && (
              <Text as="p" color="gray" size="2">
                {intro}
              </Text>
            )}
          </Flex>
          {children}
          {footer && (
            <Flex direction="column" gap="2" align="start">
              {footer}
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
