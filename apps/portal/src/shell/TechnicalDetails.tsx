import { Text } from '@radix-ui/themes';

/**
 * What the browser or server said, untranslated, folded away under the page's own explanation
 * (docs/adr/0432): there for support, not as the message. Rendered as text.
 */
export function TechnicalDetails({ label, children }: { label: string; children: string }) {
  return (
    <details>
      <summary>
        <Text size="2">{label}</Text>
      </summary>
      <Text as="p" size="2" color="gray" dir="auto">
        <code>{children}</code>
      </Text>
    </details>
  );
}
