import { Theme } from '@radix-ui/themes';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router';
import { clearToasts, showToast, Toaster } from '@sahm/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteChangeEffects } from './use-route-change-effects';

function Layout() {
  useRouteChangeEffects();
  const { pathname, search } = useLocation();
  return (
    <Theme>
      <Link to="/wallet">Wallet</Link>
      <Link to="/wallet?page=2">Next page</Link>
      <output aria-label="Location">{`${pathname}${search}`}</output>
      <Outlet />
      <Toaster label="Notifications" closeLabel="Close" />
    </Theme>
  );
}

/** The portal's declarative mode (ADR 0180): a memory history and the route table. */
function TestRoutes() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <p>Home</p> },
        { path: '/wallet', element: <p>Wallet page</p> },
      ],
    },
  ]);
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestRoutes />
    </MemoryRouter>,
  );
}

async function showSavedToast() {
  act(() => {
    showToast({ severity: 'success', message: 'Saved.', sticky: true });
  });
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
}

describe('useRouteChangeEffects', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Sonner keeps toasts in module state: none may leak into the next test.
    clearToasts();
  });

  it('clears the previous page’s toasts, even sticky ones, when the route changes', async () => {
    renderAt('/');
    await showSavedToast();

    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));

    expect(await screen.findByText('Wallet page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saved.')).not.toBeInTheDocument());
  });

  it('also clears them when only the query string changes, and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/wallet');
    await showSavedToast();
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));

    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/wallet?page=2');
    await waitFor(() => expect(screen.queryByText('Saved.')).not.toBeInTheDocument());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps a toast shown after the navigation', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(await screen.findByText('Wallet page')).toBeInTheDocument();
    await showSavedToast();
    await new Promise((settled) => setTimeout(settled, 500));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });
});
