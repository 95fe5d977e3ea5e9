import type { ReactNode } from 'react';
import { useInvestorName } from './use-investor-name';

export interface InvestorNameRender {
  /** What to show: the investor's own name, or the account's while it loads or failed. */
  (name: string, isInvestorName: boolean): ReactNode;
}

/**
 * Renders `children` with the investor's own name for a signed-in investor whose registration is
 * complete, and with `accountName` until then, on failure and for everyone else, who never asks
 * for it (ADR 0475): the same markup either way, so nothing flickers or moves but the name.
 */
export function WithInvestorName({
  accountName,
  children,
}: {
  accountName: string;
  children: InvestorNameRender;
}) {
  const name = useInvestorName();
  return children(name ?? accountName, name !== undefined);
}
