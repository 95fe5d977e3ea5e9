import { act, render, screen } from '@testing-library/react';
import ky from 'ky';
import { Suspense, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { PlatformProvider, type AuthPort } from '@sahm/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_TEXTS } from '../i18n';
import { configuredQueryClient } from '../testing/configured-query-client';
import { testEnvironment } from '../testing/test-environment';
import { RenderFailureBoundary } from './RenderFailureBoundary';

function Broken(): never {
  throw new Error('a screen bug');
}

const outside: { navigate?: NavigateFunction } = {};
/** Navigates from outside the boundary, as the browser's back button does in the portal. */
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    outside.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderRoutes(culture: 'ar' | 'en') {
  const queryClient = configuredQueryClient(culture);
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
      queryClient={queryClient}
      localTexts={PORTAL_TEXTS}
    >
      <MemoryRouter initialEntries={['/broken']}>
        <Suspense fallback={null}>
          <Navigator />
          <RenderFailureBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p>the fine page</p>} />
            </Routes>
          </RenderFailureBoundary>
        </Suspense>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('RenderFailureBoundary', () => {
  // React reports every caught render error on the console; keep the test output readable.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it('shows a localized error with a reload instead of a blank page', async () => {
    renderRoutes('en');
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('speaks Arabic in an Arabic session', async () => {
    renderRoutes('ar');
    expect(await screen.findByText('تعذّر عرض هذه الصفحة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
  });

  it('renders again on the next navigation', async () => {
    renderRoutes('en');
    await screen.findByText('This page could not be shown');
    await act(() => outside.navigate?.('/fine'));
    expect(await screen.findByText('the fine page')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
  });
});
