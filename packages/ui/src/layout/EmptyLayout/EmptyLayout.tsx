import type { ReactNode } from 'react';
import { ConfirmationHost, type ConfirmationHostProps } from '../../feedback/Confirmation';

export type EmptyLayoutProps = {
  /** Texts (and optionally the store) of the confirmation host that the spec puts in this layout. */
  confirmation: ConfirmationHostProps;
  children: ReactNode;
};

// SPEC §2: a content area and the confirmation host, nothing else (callbacks, printable pages).
export function EmptyLayout({ confirmation, children }: EmptyLayoutProps) {
  return (
    <>
      <main className="sahm-empty-layout">{children}</main>
      <ConfirmationHost {...confirmation} />
    </>
  );
}
