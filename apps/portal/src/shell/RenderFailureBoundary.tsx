import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useApplicationConfiguration, useLocalization } from '@sahm/platform';
import { ThemeProvider } from '@sahm/ui';
import { FailurePage } from './FailurePage';

interface BoundaryProps {
  /** The location the children render; a failure belongs to the location it happened on. */
  locationKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

// React catches render errors only in a class component; this one only chooses what to render.
// React itself reports the caught error (its default onCaughtError logs it to the console).
class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.locationKey });
  }

  override render() {
    const { failedAt } = this.state;
    // '' while React retries inside the same render; then the location it failed on.
    const failed = failedAt === '' || failedAt === this.props.locationKey;
    return failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A page that fails to render, or whose chunk fails to load (a new deployment removed it, the
 * network dropped), shows a localized error with a reload instead of a blank page; the next
 * navigation renders again.
 */
export function RenderFailureBoundary({ children }: { children: ReactNode }) {
  const { t } = useLocalization();
  const { localization } = useApplicationConfiguration();
  const { key } = useLocation();
  return (
    <Boundary
      locationKey={key}
      fallback={
        <ThemeProvider direction={localization.currentCulture.isRightToLeft ? 'rtl' : 'ltr'}>
          <FailurePage
            title={t('::RenderFailure:Title')}
            details={t('::RenderFailure:Details')}
            actionLabel={t('::RenderFailure:Reload')}
            onAction={() => window.location.reload()}
          />
        </ThemeProvider>
      }
    >
      {children}
    </Boundary>
  );
}
