import { Theme } from '@radix-ui/themes';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformProvider, rememberCompletedRegistration } from '@sahm/platform';
import {
  SEEDED_IDS,
  createPlatformHandlers,
  createPlatformMockStore,
  identifyFakeAccessToken,
} from '@sahm/platform/mocks';
import {
  createInvestorHandlers,
  createInvestorMockStore,
  investorSeedsFromUsers,
} from '@sahm/investor-sdk/mocks';
import { ConfirmationHost } from '@sahm/ui';
import { PORTAL_TEXTS } from '../i18n';
import { signedInPlatform } from '../testing/signed-in-platform';
import { InvestorRouteGuard } from './InvestorRouteGuard';
import { markSignInLanding } from './sign-in-landing';

const apiUrl = 'https://api.sahm.example';
const store = createPlatformMockStore();
const server = setupServer(
  ...createPlatformHandlers(store, { identify: identifyFakeAccessToken }),
  ...createInvestorHandlers(
    createInvestorMockStore({ investors: investorSeedsFromUsers(store.users) }),
    { identify: identifyFakeAccessToken },
  ),
);
const registrationChecks = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeAll(() =>
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('check-user-is-complete-register')) registrationChecks();
  }),
);
afterEach(() => {
  server.resetHandlers();
  store.reset();
  registrationChecks.mockClear();
});
afterAll(() => server.close());

/** Opens `path` behind the guard as the seeded investor; records whether the overlay ever showed. */
function openAsInvestor(path: string) {
  const overlays: string[] = [];
  const watcher = new MutationObserver(() => {
    if (document.querySelector('[role="status"]')) overlays.push(path);
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  render(
    <PlatformProvider {...signedInPlatform(SEEDED_IDS.users.investor, apiUrl)}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>configuration</p>}>
          <InvestorRouteGuard>
            <p>The screen</p>
          </InvestorRouteGuard>
        </Suspense>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return {
    shown: async () => {
      await screen.findByText('The screen');
      watcher.disconnect();
      return { overlayShown: overlays.length > 0 };
    },
  };
}

describe('InvestorRouteGuard', () => {
  it('shows Home at once: nothing there needs the server to decide', async () => {
    expect(await openAsInvestor('/').shown()).toEqual({ overlayShown: false });
    expect(registrationChecks).not.toHaveBeenCalled();
  });

  it('shows a registration-checked page at once for a remembered complete registration', async () => {
    rememberCompletedRegistration(SEEDED_IDS.users.investor);
    expect(await openAsInvestor('/wallet').shown()).toEqual({ overlayShown: false });
    expect(registrationChecks).not.toHaveBeenCalled();
  });

  it('shows the loading overlay while it asks the server, then the page', async () => {
    expect(await openAsInvestor('/wallet').shown()).toEqual({ overlayShown: true });
    expect(registrationChecks).toHaveBeenCalledOnce();
  });

  describe('an operations officer (issue 28 C7, ADR 0491)', () => {
    function openAsOfficer(path: string) {
      const platform = signedInPlatform(SEEDED_IDS.users.officer, apiUrl);
      render(
        <PlatformProvider {...platform} localTexts={PORTAL_TEXTS}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<p>configuration</p>}>
              <Theme>
                <ConfirmationHost
                  cancelText="Cancel"
                  yesText="Yes"
                  severityLabels={{
                    neutral: 'Question',
                    info: 'Info',
                    success: 'Success',
                    warning: 'Warning',
                    error: 'Error',
                  }}
                />
                <Routes>
                  <Route path="/investors" element={<p>The back office</p>} />
                  <Route
                    path="*"
                    element={
                      <InvestorRouteGuard>
                        <p>The screen</p>
                      </InvestorRouteGuard>
                    }
                  />
                </Routes>
              </Theme>
            </Suspense>
          </MemoryRouter>
        </PlatformProvider>,
      );
      return platform.auth;
    }

    it('whose sign-in lands on an investor route is taken to the back office, signed in', async () => {
      markSignInLanding('/');
      const auth = openAsOfficer('/');
      expect(await screen.findByText('The back office')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(auth.logout).not.toHaveBeenCalled();
    });

    it('who opens an investor route is told why, then signed out', async () => {
      const auth = openAsOfficer('/wallet');
      // The confirmation's code loads when first asked for (ADR 0340).
      const dialog = await screen.findByRole(
        'alertdialog',
        { name: 'Investor pages are not for operations officers' },
        { timeout: 5000 },
      );
      expect(screen.queryByText('The screen')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(auth.logout).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(auth.logout).toHaveBeenCalledOnce());
      expect(dialog).not.toBeInTheDocument();
    });
  });
});
