import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Flex } from '@radix-ui/themes';
import { useRef, type MouseEvent, type ReactNode } from 'react';

export type LocalLoginDisabledWarning = {
  /** "Invalid login request" */
  title: string;
  /** "There are no login schemes configured for this client." */
  message: string;
};

export type AccountLayoutProps = {
  /** The same navbar as the application layout. */
  navbar: ReactNode;
  skipLinkLabel: string;
  /** Usually a TenantBox; it hides itself when the portal says so. */
  tenantBox?: ReactNode;
  /** Shown above the login content when local login is disabled (SPEC §2). */
  localLoginDisabledWarning?: LocalLoginDisabledWarning;
  /** The login, register or password form. */
  children: ReactNode;
};

const MAIN_CONTENT_ID = 'main-content';

export function AccountLayout({
  navbar,
  skipLinkLabel,
  tenantBox,
  localLoginDisabledWarning,
  children,
}: AccountLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  // Focus moves explicitly: a fragment change would reach the portal's router as a navigation.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <div className="sahm-app-layout">
      <a href={`#${MAIN_CONTENT_ID}`} className="sahm-skip-link" onClick={skipToContent}>
        {skipLinkLabel}
      </a>
      {navbar}
      <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="sahm-account-layout__main">
        <Flex direction="column" gap="4">
          {tenantBox}
          {localLoginDisabledWarning && (
            <Callout.Root color="amber" highContrast role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon aria-hidden="true" />
              </Callout.Icon>
              <Callout.Text weight="bold">{localLoginDisabledWarning.title}</Callout.Text>
              <Callout.Text>{localLoginDisabledWarning.message}</Callout.Text>
            </Callout.Root>
          )}
          {children}
        </Flex>
      </main>
    </div>
  );
}
