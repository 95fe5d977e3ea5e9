import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Outlet, useLocation, useNavigationType, useRoutes } from 'react-router';
import { APPLICATION_CONFIGURATION_QUERY_KEY } from '@sahm/platform';
import { describe, expect, it, vi } from 'vitest';
import { isShownUrl, useNavigateOrReload, usePageReloads } from './same-url-reload';

/** The application layout's part in it: menu links, and the page keyed by the reload count. */
function Layout() {
  const navigateOrReload = useNavigateOrReload();
  const pageReloads = usePageReloads();
  const location = useLocation();
  return (
    <>
      <button onClick={() => navigateOrReload('/wallet')}>Wallet</button>
      <button onClick={() => navigateOrReload('/wallet?page=2')}>Next page</button>
      <output aria-label="Navigation">{`${useNavigationType()} ${location.pathname}${location.search}`}</output>
      <output aria-label="State">{JSON.stringify(location.state)}</output>
      <Outlet key={pageReloads} />
    </>
  );
}

function renderPortal(
  queryClient: QueryClient,
  page: ReactNode,
  initialEntry: string | { pathname: string; state: unknown } = '/wallet',
) {
  function Routes() {
    return useRoutes([{ element: <Layout />, children: [{ path: '/wallet', element: page }] }]);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A page behind a guard: the guard's decision runs on mount, then the page reads its data. */
function setUp() {
  const guardRuns = vi.fn();
  const fetchWallet = vi.fn(async () => ({ balance: 100 }));
  const fetchProfile = vi.fn(async () => ({ name: 'Investor' }));
  const fetchConfiguration = vi.fn(async () => ({ currentUser: null }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function WalletPage() {
    useEffect(() => guardRuns(), []);
    useQuery({ queryKey: ['investor', 'wallet'], queryFn: fetchWallet });
    // Read once per session unless invalidated, as the account profile is.
    useQuery({ queryKey: ['account', 'profile'], queryFn: fetchProfile, staleTime: Infinity });
    useQuery({
      queryKey: APPLICATION_CONFIGURATION_QUERY_KEY,
      queryFn: fetchConfiguration,
      staleTime: Infinity,
    });
    return <p>Wallet page</p>;
  }
  return { guardRuns, fetchWallet, fetchProfile, fetchConfiguration, queryClient, WalletPage };
}

describe('a navigation to the URL already shown (SPEC §2 "reloads it")', () => {
  it('mounts the page again, so its guard decides again and its data is fetched again', async () => {
    const { guardRuns, fetchWallet, fetchProfile, fetchConfiguration, queryClient, WalletPage } =
      setUp();
    renderPortal(queryClient, <WalletPage />);
    await waitFor(() => expect(fetchProfile).toHaveBeenCalledTimes(1));
    expect(guardRuns).toHaveBeenCalledTimes(1);
    expect(fetchWallet).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }));

    // One history entry still, as React Router's <Link> does for the current URL.
    expect(screen.getByRole('status', { name: 'Navigation' })).toHaveTextContent('REPLACE /wallet');
    expect(guardRuns).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(fetchProfile).toHaveBeenCalledTimes(2));
    expect(fetchWallet).toHaveBeenCalledTimes(2);
    // The application-wide configuration stays as it is: one request per start (ADR 0310).
    expect(fetchConfiguration).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }));
    expect(guardRuns).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(fetchWallet).toHaveBeenCalledTimes(3));
  });

  it('leaves another URL of the same page to the page: no remount, no forced refetch', async () => {
    const { guardRuns, fetchProfile, queryClient, WalletPage } = setUp();
    renderPortal(queryClient, <WalletPage />);
    await waitFor(() => expect(fetchProfile).toHaveBeenCalledTimes(1));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(screen.getByRole('status', { name: 'Navigation' })).toHaveTextContent(
      'PUSH /wallet?page=2',
    );
    expect(guardRuns).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled, 50));
    expect(fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('keeps what the history entry carried, such as where a redirect came from', async () => {
    const { queryClient, WalletPage } = setUp();
    renderPortal(queryClient, <WalletPage />, {
      pathname: '/wallet',
      state: { from: '/investment' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Wallet' }));

    const state = JSON.parse(screen.getByRole('status', { name: 'State' }).textContent ?? 'null');
    expect(state).toMatchObject({ from: '/investment' });
  });
});

describe('isShownUrl', () => {
  const shown = { pathname: '/investment', search: '?page=2', hash: '' };

  it('compares path, query and fragment', () => {
    expect(isShownUrl('/investment?page=2', shown)).toBe(true);
    expect(isShownUrl('/investment', shown)).toBe(false);
    expect(isShownUrl('/investment?page=2#top', shown)).toBe(false);
    expect(isShownUrl('/wallet', shown)).toBe(false);
  });

  it('reads a relative link against the page', () => {
    expect(isShownUrl('?page=2', shown)).toBe(true);
    expect(isShownUrl('investment?page=2', shown)).toBe(true);
  });
});
