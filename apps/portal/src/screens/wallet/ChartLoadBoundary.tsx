import { Component, Suspense, type ReactNode } from 'react';
import { Button, Callout, Flex, Heading } from '@radix-ui/themes';
import { useLocalization } from '@sahm/platform';

interface BoundaryProps {
  fallback: ReactNode;
  failure: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

// React catches a failed lazy import only in a class component, and the repository has no
// error-boundary library: this one only chooses what to render. React itself reports the caught
// error (its default onCaughtError logs it to the console).
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.failure(this.retry);
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}

export interface ChartLoadBoundaryProps {
  /** The chart's title: its card keeps it when the chart cannot be shown. */
  title: string;
  /** Shown while the chart's code loads. */
  fallback: ReactNode;
  /** Starts the chart's import over (`ReloadableLazy.reload`) before it renders again. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A lazily loaded chart whose code fails to load (the network dropped, a new deployment removed
 * its chunk) takes down its card only, not the page (issue 28 C9): the card says so, in the
 * page's language, and Try again fetches the chart again.
 */
export function ChartLoadBoundary({ title, fallback, onRetry, children }: ChartLoadBoundaryProps) {
  const { t } = useLocalization();
  return (
    <Boundary
      fallback={fallback}
      onRetry={onRetry}
      failure={(retry) => (
        <Flex direction="column" gap="2">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          <Callout.Root color="red" role="alert" variant="surface">
            <Callout.Text weight="bold">{t('::Wallet:ChartUnavailable')}</Callout.Text>
            <Callout.Text>{t('::Wallet:ChartUnavailableHint')}</Callout.Text>
            <Flex>
              <Button variant="surface" color="gray" highContrast onClick={retry}>
                {t('::Investment:Retry')}
              </Button>
            </Flex>
          </Callout.Root>
        </Flex>
      )}
    >
      {children}
    </Boundary>
  );
}
