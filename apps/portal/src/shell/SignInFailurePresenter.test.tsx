import { Theme } from '@radix-ui/themes';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ky from 'ky';
import { Suspense } from 'react';
import { PlatformProvider, type AuthPort } from '@sahm/platform';
import { ConfirmationHost } from '@sahm/ui';
import { describe, expect, it, vi } from 'vitest';
import { PORTAL_TEXTS } from '../i18n';
import { configuredQueryClient } from '../testing/configured-query-client';
import { testEnvironment } from '../testing/test-environment';
import { createSignInFailures, reportingSignInFailures } from './sign-in-failures';
import { SignInFailurePresenter } from './SignInFailurePresenter';

const SEVERITY_LABELS = {
  neutral: 'Question',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

function renderPresenter(failures = createSignInFailures()) {
  const auth: AuthPort = {
    getAccessToken: () => null,
    isAuthenticated: () => false,
    login: async () => {},
    logout: async () => {},
  };
  render(
    <PlatformProvider
      environment={testEnvironment()}
      http={ky}
      auth={auth}
      queryClient={configuredQueryClient('en')}
      localTexts={PORTAL_TEXTS}
    >
      <Suspense fallback={null}>
        <Theme>
          <ConfirmationHost cancelText="Cancel" yesText="Yes" severityLabels={SEVERITY_LABELS} />
          <SignInFailurePresenter failures={failures} />
        </Theme>
      </Suspense>
    </PlatformProvider>,
  );
  return failures;
}

const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('SignInFailurePresenter (docs/adr/0431)', () => {
  it('says the provider could not be reached; Try again signs in again, for the same page', async () => {
    const failures = createSignInFailures();
    const login = vi.fn<(returnTo?: string) => Promise<void>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const auth = reportingSignInFailures(
      { getAccessToken: () => null, isAuthenticated: () => false, login, logout: async () => {} },
      failures,
    );
    renderPresenter(failures);
    await act(() => auth.login('/wallet?page=2#recent'));

    const failure = await screen.findByRole('alertdialog', {
      name: 'The sign-in service cannot be reached',
    });
    expect(failure).toHaveAccessibleDescription(
      'You are not signed in. Check your connection, then try again.',
    );
    login.mockResolvedValueOnce(undefined);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    expect(login).toHaveBeenLastCalledWith('/wallet?page=2#recent');
    await closed();
  });

  it('shows a failure reported before it mounted (the callback), once; Close leaves it', async () => {
    const failures = createSignInFailures();
    const retry = vi.fn(async () => {});
    failures.report(new Error('No matching state found in storage'), retry);
    renderPresenter(failures);
    const failure = await screen.findByRole('alertdialog', { name: 'Sign-in did not complete' });
    expect(failure).toHaveAccessibleDescription('You are not signed in. Try signing in again.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Close' }));
    await closed();
    expect(retry).not.toHaveBeenCalled();
  });
});
