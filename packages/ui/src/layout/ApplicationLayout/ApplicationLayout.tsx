import { useRef, type MouseEvent, type ReactNode } from 'react';

export type ApplicationLayoutProps = {
  navbar: ReactNode;
  alerts?: ReactNode;
  skipLinkLabel: string;
  children: ReactNode;
};

const MAIN_CONTENT_ID = 'main-content';

export function ApplicationLayout({
  navbar,
  alerts,
  skipLinkLabel,
  children,
}: ApplicationLayoutProps) {
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
      {alerts && <div className="sahm-app-layout__alerts">{alerts}</div>}
      <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="sahm-app-layout__main">
        {children}
      </main>
    </div>
  );
}
