import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlatformProvider } from '@sahm/platform';
import {
  SEEDED_IDS,
  createPlatformHandlers,
  createPlatformMockStore,
  identifyFakeAccessToken,
} from '@sahm/platform/mocks';
import { createInvestorHandlers, createInvestorMockStore } from '@sahm/investor-sdk/mocks';
import { signedInPlatform } from '../testing/signed-in-platform';
import { portalRoutes } from './routes';

const apiUrl = 'https://api.sahm.example';
const store = createPlatformMockStore();
const server = setupServer(
  ...createPlatformHandlers(store, { identify: identifyFakeAccessToken }),
  // The emailing tab's settings.
  ...createInvestorHandlers(createInvestorMockStore({ investors: [] }), {
    identify: identifyFakeAccessToken,
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  store.reset();
});
afterAll(() => server.close());

/** The element the route table puts at `path`, wherever it is nested. */
function routeElement(routes: RouteObject[], path: string): ReactNode {
  for (const route of routes) {
    if (route.path === path) return route.element;
    const nested = route.children && routeElement(route.children, path);
    if (nested) return nested;
  }
  return undefined;
}

function openSettingsAs(userId: string) {
  return render(
    <PlatformProvider {...signedInPlatform(userId, apiUrl)}>
      <MemoryRouter initialEntries={['/setting-management']}>
        <Suspense fallback={<p>loading</p>}>
          {routeElement(portalRoutes, 'setting-management')}
        </Suspense>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const forbidden = () => screen.findByText('You are not authorized!');

describe('/setting-management route (SPEC §2)', () => {
  it('opens the settings page while the feature is on and a tab is visible', async () => {
    openSettingsAs(SEEDED_IDS.users.admin);
    expect(await screen.findByRole('tab', { selected: true })).toBeInTheDocument();
    expect(screen.queryByText('You are not authorized!')).not.toBeInTheDocument();
  });

  it("answers 403 when SettingManagement.Enable is 'false', as the menu hides it", async () => {
    // The host's own value (T, no key), as ABP stores what the host features dialog saves.
    store.featureValues.push({
      name: 'SettingManagement.Enable',
      providerName: 'T',
      providerKey: null,
      value: 'false',
    });
    openSettingsAs(SEEDED_IDS.users.admin);
    expect(await forbidden()).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('answers 403 without the emailing policy', async () => {
    openSettingsAs(SEEDED_IDS.users.investor);
    expect(await forbidden()).toBeInTheDocument();
  });

  it("answers 403 to a tenant's admin until the tenant may change its emailing settings", async () => {
    // The role holds the policy; ABP's state checker leaves it out while the feature is off.
    const { unmount } = openSettingsAs(SEEDED_IDS.users.acmeAdmin);
    expect(await forbidden()).toBeInTheDocument();
    unmount();
    store.featureValues.push({
      name: 'SettingManagement.AllowChangingEmailSettings',
      providerName: 'T',
      providerKey: SEEDED_IDS.tenants.acme,
      value: 'true',
    });
    openSettingsAs(SEEDED_IDS.users.acmeAdmin);
    expect(
      await screen.findByRole('tab', { name: 'Emailing', selected: true }),
    ).toBeInTheDocument();
  });
});

describe('the emailing tab’s Send test email button', () => {
  const sendTestEmail = () => screen.queryByRole('button', { name: 'Send test email' });

  it('shows with SettingManagement.Emailing.Test', async () => {
    openSettingsAs(SEEDED_IDS.users.admin);
    await screen.findByRole('form', { name: 'Emailing' });
    expect(sendTestEmail()).toBeInTheDocument();
  });

  it('is left out without it, the rest of the form kept', async () => {
    store.permissionGrants.splice(
      0,
      store.permissionGrants.length,
      ...store.permissionGrants.filter((grant) => grant.name !== 'SettingManagement.Emailing.Test'),
    );
    openSettingsAs(SEEDED_IDS.users.admin);
    const form = await screen.findByRole('form', { name: 'Emailing' });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(sendTestEmail()).not.toBeInTheDocument();
  });
});
