import { Theme } from '@radix-ui/themes';
import type { Query } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ky, { HTTPError } from 'ky';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { NetworkError, PlatformProvider, createSessionStore, type AuthPort } from '@sahm/platform';
import { ConfirmationHost } from '@sahm/ui';
import { describe, expect, it, vi } from 'vitest';
import { PORTAL_TEXTS } from '../i18n';
import { configuredQueryClient } from '../testing/configured-query-client';
import { testEnvironment } from '../testing/test-environment';
import { HttpErrorPresenter } from './HttpErrorPresenter';
import { createHttpErrorChannel } from './http-errors';
import { createRequestTracker } from './request-tracker';
import { ShellContext, type ShellServices } from './shell-context';

const SEVERITY_LABELS = {
  neutral: 'Question',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/**
 * The presenter with env.json's `httpErrors` as given, in English; answers the error channel.
 * `session.ended` is what the auth says of a logout in this or another tab (ADR 0410).
 */
function renderPresenter(httpErrors?: unknown, session = { ended: false }, path = '/') {
  const environment = testEnvironment({ httpErrors });
  // The configuration is already in the cache: the presenter needs its texts, not a request.
  const queryClient = configuredQueryClient('en');
  const auth: AuthPort = {
    getAccessToken: () => null,
    isAuthenticated: () => true,
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    sessionEnded: () => session.ended,
  };
  const errors = createHttpErrorChannel();
  const services: ShellServices = {
    requests: createRequestTracker(),
    session: createSessionStore({ storage: sessionStorage }),
    errors,
    tenantSource: 'none',
    startupTenantUnavailable: null,
    authMode: 'code',
    loginWithPassword: async () => {},
  };
  render(
    <PlatformProvider
      environment={environment}
      http={ky}
      auth={auth}
      queryClient={queryClient}
      localTexts={PORTAL_TEXTS}
    >
      <ShellContext.Provider value={services}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Theme>
              <ConfirmationHost
                cancelText="Cancel"
                yesText="Yes"
                severityLabels={SEVERITY_LABELS}
              />
              <HttpErrorPresenter />
            </Theme>
          </Suspense>
        </MemoryRouter>
      </ShellContext.Provider>
    </PlatformProvider>,
  );
  const fail = async (error: unknown) => {
    await act(async () => {
      errors.onQueryError(error, { meta: undefined } as Query<unknown, unknown, unknown>);
      await new Promise((settled) => setTimeout(settled, 0));
    });
  };
  return { fail, auth };
}

const httpError = (status: number) =>
  new HTTPError(
    new Response(null, { status }),
    new Request('http://localhost/api/app/thing', { method: 'POST' }),
    {} as ConstructorParameters<typeof HTTPError>[2],
  );

describe('HttpErrorPresenter reads env.json’s httpErrors (ADR 0140)', () => {
  it('by default shows the full-screen page for 404, with the status in brackets', async () => {
    const { fail } = renderPresenter();
    await fail(httpError(404));
    const page = await screen.findByRole('dialog', { name: 'Resource not found!' });
    expect(page).toHaveTextContent('[404]');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('asks with a confirmation instead when 404 has no custom screen', async () => {
    const { fail } = renderPresenter({ customErrorStatuses: [401, 403, 500] });
    await fail(httpError(404));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Resource not found!' });
    expect(confirmation).toHaveTextContent('The resource requested could not found on the server.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Closed here: the confirmation store outlives the test.
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows nothing for a status listed in skipHandledErrorCodes, and still handles the others', async () => {
    const { fail } = renderPresenter({ skipHandledErrorCodes: [500] });
    await fail(httpError(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await fail(httpError(403));
    expect(await screen.findByRole('dialog', { name: 'You are not authorized!' })).toBeVisible();
  });
});

describe('HttpErrorPresenter for a request that got no response (ADR 0141, 0432)', () => {
  it("shows 'An error has occurred!' explained in the page's words, the raw message folded away, no '[0]' and no Home link; it closes", async () => {
    const { fail } = renderPresenter();
    await fail(new NetworkError(new TypeError('Failed to fetch')));

    const page = await screen.findByRole('dialog', { name: 'An error has occurred!' });
    expect(page).toHaveAccessibleDescription(
      'The server could not be reached, so this did not complete. Check your connection, then try again.',
    );
    const technical = within(page).getByText('Technical details').closest('details');
    expect(technical).not.toHaveAttribute('open');
    expect(technical).toHaveTextContent('Failed to fetch');
    await userEvent.click(within(page).getByText('Technical details'));
    expect(technical).toHaveAttribute('open');
    expect(page).not.toHaveTextContent('[0]');
    expect(within(page).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(page).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('HttpErrorPresenter after a logout in this or another tab (ADR 0410)', () => {
  const confirmationFor401 = { customErrorStatuses: [403, 404, 500] };

  it('without one, confirms a 401 and then signs in', async () => {
    const { fail, auth } = renderPresenter(confirmationFor401);
    await fail(httpError(401));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'You are not authenticated!',
    });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(auth.login).toHaveBeenCalledOnce());
  });

  it('signs in to come back to the same page: path, query and fragment (ADR 0433)', async () => {
    const { fail, auth } = renderPresenter(
      confirmationFor401,
      { ended: false },
      '/wallet?page=2#recent',
    );
    await fail(httpError(401));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'You are not authenticated!',
    });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/wallet?page=2#recent'));
  });

  it.each([
    ['a confirmation', confirmationFor401],
    ['the 401 page', undefined],
  ])('shows neither %s nor starts a sign-in for a 401', async (_label, httpErrors) => {
    const { fail, auth } = renderPresenter(httpErrors, { ended: true });
    await fail(httpError(401));
    // A failure presented after the 401 proves the 401 was presented (as nothing) first.
    await fail(httpError(403));
    expect(await screen.findByRole('dialog', { name: 'You are not authorized!' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('You are not authenticated!')).not.toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('starts no sign-in when the logout is heard while the confirmation is open', async () => {
    const session = { ended: false };
    const { fail, auth } = renderPresenter(confirmationFor401, session);
    await fail(httpError(401));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'You are not authenticated!',
    });
    session.ended = true;
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(auth.login).not.toHaveBeenCalled();
  });
});
