import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
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
import { signedInPlatform } from '../testing/signed-in-platform';
import { InvestorRouteGuard } from './InvestorRouteGuard';

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
});
