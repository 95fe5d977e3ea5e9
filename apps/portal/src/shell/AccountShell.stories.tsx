import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@sahm/ui';
import { LoginScreen, ResetPasswordScreen } from '../screens/account';
import {
  AR,
  EN,
  dialogsClosed,
  fakePasswordLogin,
  findDialog,
  toastShown,
  withToaster,
} from '../screens/account/story-helpers';
import { adminStoryBackend, withPortalPlatform } from '../testing/story-platform';
import { AccountShell, type AccountRouteHandle } from './AccountShell';

/** The account routes as the portal has them: the shell around login and reset-password. */
const accountRoutes = (shell: ReactNode) => [
  {
    path: '/account',
    element: shell,
    children: [
      { path: 'login', element: <LoginScreen /> },
      {
        path: 'reset-password',
        element: <ResetPasswordScreen />,
        handle: { hideTenantBox: true } satisfies AccountRouteHandle,
      },
    ],
  },
];

const LONG_TENANT_NAME = 'the-kingdom-investment-and-development-holding-company-eastern-province';

function backendWithLongTenant() {
  const backend = adminStoryBackend();
  backend.store.tenants.push({
    id: '3a0f0000-0000-0000-0000-00000000beef',
    name: LONG_TENANT_NAME,
    normalizedName: LONG_TENANT_NAME.toUpperCase(),
    isActive: true,
    concurrencyStamp: 'story',
  });
  return backend;
}

/** With `initech`, a tenant the lookup finds but reports inactive (ADR 0320). */
function backendWithInactiveTenant() {
  const backend = adminStoryBackend();
  backend.store.tenants.push({
    id: '6f1c2a7e-4b3d-4e8a-9c51-ac3e00000002',
    name: 'initech',
    normalizedName: 'INITECH',
    isActive: false,
    concurrencyStamp: 'story',
  });
  return backend;
}

function backendWithLocalLoginDisabled() {
  const backend = adminStoryBackend();
  backend.store.settings['Abp.Account.EnableLocalLogin'] = 'false';
  return backend;
}

const lookupNeverAnswers = http.get(
  '*/api/abp/multi-tenancy/tenants/by-name/*',
  () => new Promise<never>(() => {}),
);

/** The token endpoint refuses the sign-in, as it does for a tenant switched off meanwhile. */
const refusedSignIn = () =>
  fn(async () => {
    throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
  }).mockName('loginWithPassword');

/** Chooses acme in the tenant box, then the backend switches acme off. */
async function chooseAcmeThenSwitchItOff(
  canvasElement: HTMLElement,
  backend: ReturnType<typeof adminStoryBackend>,
  texts: { switch: string; title: string; name: string; save: string },
) {
  await userEvent.click(await tenantBox(canvasElement, texts.switch));
  const dialog = await findDialog(texts.title);
  await userEvent.type(within(dialog).getByLabelText(texts.name), 'acme');
  await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
  await dialogsClosed();
  await within(canvasElement).findByText('acme');
  const acme = backend.store.findTenantByName('acme');
  if (acme) acme.isActive = false;
}

const resetLinkExpired = http.post('*/api/account/verify-password-reset-token', () =>
  HttpResponse.json(false),
);

const tenantBox = async (canvasElement: HTMLElement, switchLabel: string) =>
  within(canvasElement).findByRole('button', { name: switchLabel }, { timeout: 5000 });

const meta = {
  title: 'Portal/Shell/AccountShell',
  component: AccountShell,
  decorators: [withToaster, withPortalPlatform],
  beforeEach: () => {
    clearToasts();
  },
  parameters: {
    msw: { handlers: adminStoryBackend().handlers },
    portal: {
      path: '/account/login',
      authMode: 'password',
      loginWithPassword: fakePasswordLogin(),
      routes: accountRoutes,
    },
  },
} satisfies Meta<typeof AccountShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── The tenant box ────────────────────────────────────────────────────────

export const TenantBoxArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tenantBox(canvasElement, 'تغيير')).toBeVisible();
    await expect(canvas.getByText('الجهة')).toBeVisible();
    await expect(canvas.getByText('غير محددة')).toBeVisible();
    // The same navbar as the application layout, and the login content under the box.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  },
};

export const TenantBoxEnglish: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tenantBox(canvasElement, 'Switch')).toBeVisible();
    await expect(canvas.getByText('Not selected')).toBeVisible();
  },
};

export const TenantFromHostNameHidesTheBox: Story = {
  globals: EN,
  parameters: { portal: { ...meta.parameters.portal, tenantSource: 'host' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Switch' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Not selected')).not.toBeInTheDocument();
  },
};

export const RouteHidesTheBox: Story = {
  globals: AR,
  parameters: {
    msw: { handlers: [resetLinkExpired, ...adminStoryBackend().handlers] },
    portal: { ...meta.parameters.portal, path: '/account/reset-password?userId=x&resetToken=y' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'هذا الرابط لا يعمل' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تغيير' })).not.toBeInTheDocument();
  },
};

// ── The Switch Tenant modal ───────────────────────────────────────────────

export const SwitchUnchangedKeepsSaveDisabledArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await userEvent.click(await tenantBox(canvasElement, 'تغيير'));
    const dialog = await findDialog('تغيير الجهة');
    const name = within(dialog).getByLabelText('الاسم');
    const save = within(dialog).getByRole('button', { name: 'حفظ' });
    await expect(name).toHaveValue('');
    await expect(name).toHaveAccessibleDescription(
      'اترك حقل الاسم فارغًا للانتقال إلى الجهة المضيفة.',
    );
    await expect(save).toBeDisabled();
    // Spaces only still name no tenant: the current one.
    await userEvent.type(name, '   ');
    await expect(save).toBeDisabled();
    await userEvent.type(name, 'acme');
    await expect(save).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await dialogsClosed();
  },
};

export const SwitchToUnknownTenantKeepsTheModalOpen: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    await userEvent.click(await tenantBox(canvasElement, 'Switch'));
    const dialog = await findDialog('Switch Tenant');
    const name = within(dialog).getByLabelText('Name');
    await userEvent.type(name, 'nowhere{Enter}');

    const toast = await toastShown('Given tenant is not available: nowhere');
    await expect(within(toast.closest('li') ?? toast).getByText('Error')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Switch Tenant' })).toBeVisible();
    await expect(name).toHaveValue('nowhere');
    await waitFor(() => expect(name).not.toHaveAttribute('readonly'));
    await expect(within(canvasElement).getByText('Not selected')).toBeVisible();
  },
};

export const SwitchToUnknownTenantArabic: Story = {
  globals: AR,
  play: async ({ canvasElement }) => {
    await userEvent.click(await tenantBox(canvasElement, 'تغيير'));
    const dialog = await findDialog('تغيير الجهة');
    await userEvent.type(within(dialog).getByLabelText('الاسم'), 'غير-موجودة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await toastShown('الجهة المطلوبة غير متاحة: غير-موجودة');
    await expect(screen.getByRole('dialog', { name: 'تغيير الجهة' })).toBeVisible();
  },
};

export const SwitchToInactiveTenantEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: backendWithInactiveTenant().handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tenantBox(canvasElement, 'Switch'));
    const dialog = await findDialog('Switch Tenant');
    const name = within(dialog).getByLabelText('Name');
    await userEvent.type(name, 'initech{Enter}');

    // Found, but inactive: refused as an unknown tenant is, the modal kept open with the name.
    await toastShown('Given tenant is not available: initech');
    await expect(screen.getByRole('dialog', { name: 'Switch Tenant' })).toBeVisible();
    await expect(name).toHaveValue('initech');
    await expect(within(canvasElement).getByText('Not selected')).toBeVisible();
  },
};

export const SwitchToInactiveTenantArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: backendWithInactiveTenant().handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tenantBox(canvasElement, 'تغيير'));
    const dialog = await findDialog('تغيير الجهة');
    await userEvent.type(within(dialog).getByLabelText('الاسم'), 'initech');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await toastShown('الجهة المطلوبة غير متاحة: initech');
    await expect(screen.getByRole('dialog', { name: 'تغيير الجهة' })).toBeVisible();
    await expect(within(canvasElement).getByText('غير محددة')).toBeVisible();
  },
};

function signInAfterTenantSwitchedOffStory(globals: typeof EN | typeof AR): Story {
  const backend = adminStoryBackend();
  const english = globals === EN;
  return {
    globals,
    parameters: {
      msw: { handlers: backend.handlers },
      portal: {
        path: '/account/login',
        authMode: 'password',
        loginWithPassword: refusedSignIn(),
        routes: accountRoutes,
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await chooseAcmeThenSwitchItOff(
        canvasElement,
        backend,
        english
          ? { switch: 'Switch', title: 'Switch Tenant', name: 'Name', save: 'Save' }
          : { switch: 'تغيير', title: 'تغيير الجهة', name: 'الاسم', save: 'حفظ' },
      );
      const form = within(canvas.getByRole('form', { name: english ? 'Sign in' : 'تسجيل الدخول' }));
      await userEvent.type(
        form.getByLabelText(english ? /User name or email address/ : /اسم المستخدم/),
        'investor',
      );
      await userEvent.type(form.getByLabelText(english ? /^Password/ : /^كلمة المرور/), 'x');
      await userEvent.click(
        form.getByRole('button', { name: english ? 'Sign in' : 'تسجيل الدخول' }),
      );

      // Not "wrong password": the tenant is named as gone, and the box is empty again.
      await toastShown(
        english ? 'Given tenant is not available: acme' : 'الجهة المطلوبة غير متاحة: acme',
      );
      await expect(await canvas.findByText(english ? 'Not selected' : 'غير محددة')).toBeVisible();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    },
  };
}

export const SignInAfterTenantSwitchedOffEnglish = signInAfterTenantSwitchedOffStory(EN);
export const SignInAfterTenantSwitchedOffArabic = signInAfterTenantSwitchedOffStory(AR);

export const SwitchToKnownTenantThenClearIt: Story = {
  globals: EN,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await tenantBox(canvasElement, 'Switch'));
    let dialog = await findDialog('Switch Tenant');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'ACME');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    // The configuration is fetched again for the tenant, which names it as the server spells it.
    await expect(await canvas.findByText('acme')).toBeVisible();

    // SPEC §4: saving an empty name clears the tenant.
    await userEvent.click(canvas.getByRole('button', { name: 'Switch' }));
    dialog = await findDialog('Switch Tenant');
    const name = within(dialog).getByLabelText('Name');
    await expect(name).toHaveValue('acme');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    await expect(await canvas.findByText('Not selected')).toBeVisible();
  },
};

export const SwitchBusy: Story = {
  globals: AR,
  parameters: { msw: { handlers: [lookupNeverAnswers, ...adminStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tenantBox(canvasElement, 'تغيير'));
    const dialog = await findDialog('تغيير الجهة');
    const name = within(dialog).getByLabelText('الاسم');
    await userEvent.type(name, 'acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    // While the lookup runs nothing closes and nothing is typed over.
    await waitFor(() => expect(name).toHaveAttribute('readonly'));
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'تغيير الجهة' })).toBeVisible();
  },
};

export const LongTenantName: Story = {
  globals: EN,
  parameters: { msw: { handlers: backendWithLongTenant().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await tenantBox(canvasElement, 'Switch'));
    const dialog = await findDialog('Switch Tenant');
    await userEvent.type(within(dialog).getByLabelText('Name'), LONG_TENANT_NAME);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogsClosed();
    const name = await canvas.findByText(LONG_TENANT_NAME);
    // It wraps inside the box instead of pushing the page sideways.
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1);
  },
};

// ── Local login disabled ──────────────────────────────────────────────────

export const LocalLoginDisabledArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: backendWithLocalLoginDisabled().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(warning).toHaveTextContent('طلب تسجيل دخول غير صالح');
    await expect(warning).toHaveTextContent('لا توجد طرق تسجيل دخول مهيأة لهذا التطبيق.');
    // The warning replaces the login form; the tenant box stays.
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'تغيير' })).toBeVisible();
  },
};

export const LocalLoginDisabledEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: backendWithLocalLoginDisabled().handlers } },
  play: async ({ canvasElement }) => {
    const warning = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(warning).toHaveTextContent('Invalid login request');
    await expect(warning).toHaveTextContent(
      'There are no login schemes configured for this client.',
    );
  },
};
