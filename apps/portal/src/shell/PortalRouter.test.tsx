import { Theme } from '@radix-ui/themes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ky from 'ky';
import { Suspense, useState } from 'react';
import { Link, Outlet, UNSAFE_createMemoryHistory, useNavigate, useRoutes } from 'react-router';
import { z } from 'zod/mini';
import { PlatformProvider, type AuthPort } from '@sahm/platform';
import { ConfirmationHost } from '@sahm/ui';
import { describe, expect, it } from 'vitest';
import { SahmForm, TextField, useSahmForm } from '../forms';
import { ALL_PORTAL_TEXTS } from '../i18n/all-texts';
import { configuredQueryClient } from '../testing/configured-query-client';
import { testEnvironment } from '../testing/test-environment';
import { createLeaveGuard } from './leave-guard';
import { PortalRouter } from './PortalRouter';
import { useAskBeforeLeaving } from './use-ask-before-leaving';

const SEVERITY_LABELS = {
  neutral: 'Question',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

const auth: AuthPort = {
  getAccessToken: () => null,
  isAuthenticated: () => true,
  login: async () => {},
  logout: async () => {},
};

interface ProfileOptions {
  askBeforeLeaving?: boolean;
  /** Where the form goes itself once saved (a wizard's next step); it stays by default. */
  nextPage?: string;
}

function ProfileForm({ askBeforeLeaving, nextPage }: ProfileOptions) {
  const navigate = useNavigate();
  const sahm = useSahmForm({
    schema: z.object({ name: z.string() }),
    defaultValues: { name: 'Sara' },
    askBeforeLeaving,
    onSubmit: async () => {
      if (nextPage) await navigate(nextPage);
    },
  });
  return (
    <SahmForm form={sahm} aria-label="Profile">
      <TextField name="name" label="Name" />
      <button type="submit">Save</button>
    </SahmForm>
  );
}

/** The root layout's part: the question, the confirmation host, a link and the page. */
function Layout() {
  useAskBeforeLeaving();
  return (
    <Theme>
      <Link to="/home">Home</Link>
      <Outlet />
      <ConfirmationHost cancelText="Cancel" yesText="Yes" severityLabels={SEVERITY_LABELS} />
    </Theme>
  );
}

function renderProfile(options: ProfileOptions = {}) {
  function Routes() {
    return useRoutes([
      {
        element: <Layout />,
        children: [
          { path: '/profile', element: <ProfileForm {...options} /> },
          { path: '/home', element: <h1>Home page</h1> },
          { path: '/next', element: <h1>Next step</h1> },
        ],
      },
    ]);
  }
  function Portal() {
    const [history] = useState(() =>
      UNSAFE_createMemoryHistory({ initialEntries: ['/profile'], v5Compat: true }),
    );
    const [guard] = useState(createLeaveGuard);
    return (
      <PortalRouter history={history} guard={guard}>
        <Routes />
      </PortalRouter>
    );
  }
  render(
    <PlatformProvider
      environment={testEnvironment()}
      http={ky}
      auth={auth}
      queryClient={configuredQueryClient('en')}
      localTexts={ALL_PORTAL_TEXTS}
    >
      <Suspense fallback={null}>
        <Portal />
      </Suspense>
    </PlatformProvider>,
  );
}

const nameField = () => screen.findByRole('textbox', { name: /Name/ });
const goHome = () => userEvent.click(screen.getByRole('link', { name: 'Home' }));
const warning = () => screen.findByRole('alertdialog', { name: 'Unsaved changes' });
const noWarning = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('leaving a page with a changed form (docs/adr/0430)', () => {
  it('asks in the portal’s confirmation; Keep editing stays with the input, Discard leaves', async () => {
    renderProfile();
    await userEvent.type(await nameField(), ' Al-Qahtani');
    await goHome();

    const question = await warning();
    expect(question).toHaveTextContent(
      'The changes you made on this page will be lost. Leave anyway?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await noWarning();
    expect(await nameField()).toHaveValue('Sara Al-Qahtani');

    await goHome();
    await userEvent.click(within(await warning()).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('an untouched form, or one changed back, lets the page go without a question', async () => {
    renderProfile();
    const field = await nameField();
    await userEvent.type(field, 'h');
    await userEvent.type(field, '{Backspace}');
    await goHome();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('a saved form no longer asks, until it is changed again', async () => {
    renderProfile();
    await userEvent.type(await nameField(), ' Al-Qahtani');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.type(await nameField(), '!');
    await goHome();
    await userEvent.click(within(await warning()).getByRole('button', { name: 'Keep editing' }));
    await noWarning();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await goHome();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the form’s own navigation once its submission succeeds goes without a question', async () => {
    renderProfile({ nextPage: '/next' });
    await userEvent.type(await nameField(), ' Al-Qahtani');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Next step' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a form whose input is kept elsewhere (askBeforeLeaving: false) never asks', async () => {
    renderProfile({ askBeforeLeaving: false });
    await userEvent.type(await nameField(), ' Al-Qahtani');
    await goHome();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('closing the tab with changes asks the browser to prompt', async () => {
    renderProfile();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await nameField();
    expect(unload()).toBe(false);
    await userEvent.type(await nameField(), ' Al-Qahtani');
    await waitFor(() => expect(unload()).toBe(true));
  });
});
