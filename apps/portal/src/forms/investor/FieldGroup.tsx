import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A titled group of fields (a fieldset with a legend) laid out in as many columns as fit. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="3" asChild>
      <fieldset style={{ border: 'none', padding: 0, margin: 0, minWidth: 0 }}>
        <Heading as="h3" size="3" asChild>
          <legend>{title}</legend>
        </Heading>
        <div
          style={{
            display: 'grid',
            gap: 'var(--space-4)',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
          }}
        >
          {children}
        </div>
      </fieldset>
    </Flex>
  );
}
