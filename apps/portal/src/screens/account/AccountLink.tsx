import { Link as RadixLink, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A router link to another account page, optionally after a short lead-in ("New to Sahm?"). */
export function AccountLink({
  to,
  lead,
  children,
}: {
  to: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Text as="p" size="2">
      {lead && <>{lead} </>}
      <RadixLink asChild weight="medium">
        <Link to={to}>{children}</Link>
      </RadixLink>
    </Text>
  );
}
