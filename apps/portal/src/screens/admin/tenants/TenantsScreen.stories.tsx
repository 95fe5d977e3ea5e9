import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_IDS, normalizeName } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../../testing/story-platform';
import { outage } from '../../../testing/outage';
import {
  dialogsClosed,
  findDialog,
  patiently,
  replaceText,
  resetOverlays,
  saveStaysBusy,
  toastShown,
  withOverlays,
} from '../story-overlays';
import { TENANT_POLICIES, TenantsScreen } from './TenantsScreen';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
const wide = { viewport: { value: 'desktop', isRotated: false } };
const narrow = { viewport: { value: 'mobile2', isRotated: false } };
const portal = { userId: SEEDED_IDS.users.admin, path: '/tenant-management/tenants' };
type Globals = typeof AR | typeof EN;

const TENANTS_URL = '*/api/multi-tenancy/tenants';
const never = () => new Promise<never>(() => {});

/** The seeded `acme` and `count` more, named tenant-01, tenant-02… */
function backendWithTenants(count: number, extra: string[] = []) {
  const backend = adminStoryBackend();
  const names = [
    ...Array.from(
      { length: count },
      (_unused, index) => `tenant-${String(index + 1).padStart(2, '0')}`,
    ),
    ...extra,
  ];
  backend.store.tenants.push(
    ...names.map((name, index) => ({
      id: `6f1c2a7e-4b3d-4e8a-9c51-${String(index + 2).padStart(12, '0')}`,
      name,
      normalizedName: normalizeName(name),
      isActive: true,
      concurrencyStamp: `stamp-${index}`,
    })),
  );
  return backend;
}

function emptyBackend() {
  const backend = adminStoryBackend();
  backend.store.tenants.splice(0);
  return backend;
}

/** The host admin without these policies. */
function backendWithout(policies: readonly string[]) {
  const backend = adminStoryBackend();
  const kept = backend.store.permissionGrants.filter(
    (grant) => !(grant.tenantId === null && policies.includes(grant.name)),
  );
  backend.store.permissionGrants.splice(0, Infinity, ...kept);
  return backend;
}

const LONG_NAME = 'riyadh-capital-markets-investment-and-wealth-management-holding-company-01';

/** The action buttons, one per row, named after their tenant: the rows in their order. */
async function rowNames(label: (name: string) => RegExp) {
  const buttons = await screen.findAllByRole('button', { name: label('') }, patiently);
  return buttons.map((button) => button.getAttribute('aria-label') ?? '');
}

async function openRowAction(actionsFor: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: actionsFor }, patiently));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }, patiently));
}

const meta = {
  title: 'Portal/Screens/Admin/Tenants',
  component: TenantsScreen,
  decorators: [withOverlays, withPortalPlatform],
  beforeEach: resetOverlays,
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal,
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof TenantsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── List ────────────────────────────────────────────────────────────────────

export const FilledArabic: Story = {
  globals: { ...AR, ...wide },
  parameters: { msw: { handlers: backendWithTenants(12).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'المستأجرون' }, patiently),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'المستأجرون' }, patiently);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    await expect(within(table).getByRole('rowheader', { name: 'acme' })).toBeVisible();
    await expect(canvas.getByText('الصفحة 1 من 2')).toBeVisible();
    await expect(canvas.getByText('عرض 1–10 من 13')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3), patiently);
    await expect(within(table).getByRole('rowheader', { name: 'tenant-12' })).toBeVisible();
    await expect(canvas.getByText('الصفحة 2 من 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'السابق' })).toHaveFocus();
  },
};

export const FilledEnglish: Story = {
  globals: { ...EN, ...wide },
  parameters: { msw: { handlers: backendWithTenants(12).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Tenants' }, patiently);
    const header = within(table).getByRole('columnheader', { name: /Tenant name/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'), patiently);
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'), patiently);
    await waitFor(
      () => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('tenant-12'),
      patiently,
    );
    await expect(canvas.getByRole('button', { name: 'Manage host features' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New tenant' })).toBeVisible();
  },
};

/** Under 992 px the rows are cards; the search filters after typing stops. */
function searchStory(
  globals: Globals,
  texts: { search: string; actionsFor: (name: string) => RegExp; noMatch: string; clear: string },
): Story {
  return {
    globals: { ...globals, ...narrow },
    parameters: { msw: { handlers: backendWithTenants(12).handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(
        async () => expect(await rowNames(texts.actionsFor)).toHaveLength(10),
        patiently,
      );
      await userEvent.type(canvas.getByRole('searchbox', { name: texts.search }), 'ACME');
      await waitFor(
        async () => expect(await rowNames(texts.actionsFor)).toHaveLength(1),
        patiently,
      );
      await userEvent.type(canvas.getByRole('searchbox', { name: texts.search }), '-none');
      await expect(await canvas.findByText(texts.noMatch, undefined, patiently)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: texts.clear }));
      await expect(canvas.getByRole('searchbox', { name: texts.search })).toHaveValue('');
      await waitFor(
        async () => expect(await rowNames(texts.actionsFor)).toHaveLength(10),
        patiently,
      );
    },
  };
}

export const SearchArabic = searchStory(AR, {
  search: 'البحث في المستأجرين',
  actionsFor: (name) => new RegExp(`^إجراءات ${name}`),
  noMatch: 'لا يوجد مستأجرون يطابقون بحثك',
  clear: 'مسح البحث',
});

export const SearchEnglish = searchStory(EN, {
  search: 'Search tenants',
  actionsFor: (name) => new RegExp(`^Actions for ${name}`),
  noMatch: 'No tenants match your search',
  clear: 'Clear search',
});

export const LoadingArabic: Story = {
  globals: AR,
  parameters: {
    msw: { handlers: [http.get(TENANTS_URL, never), ...adminStoryBackend().handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'جارٍ تحميل المستأجرين' }, patiently),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingEnglish: Story = {
  globals: EN,
  parameters: {
    msw: { handlers: [http.get(TENANTS_URL, never), ...adminStoryBackend().handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading the tenants' }, patiently),
    ).toBeVisible();
  },
};

export const EmptyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: emptyBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('لا يوجد مستأجرون بعد', undefined, patiently),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const EmptyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: emptyBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No tenants yet', undefined, patiently)).toBeVisible();
    await expect(
      canvas.getByText('Create a tenant to give an organisation its own space on the platform.'),
    ).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: AR,
  parameters: {
    msw: {
      handlers: [
        http.get(TENANTS_URL, () =>
          HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }),
        ),
        ...adminStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, patiently);
    await expect(alert).toHaveTextContent('تعذّر تحميل المستأجرين.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The tenants cannot be read (no network) until the play says the connection is back. */
const tenantsDown = outage(
  (resolve) => http.get(TENANTS_URL, resolve),
  () => HttpResponse.error(),
);

export const ErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [tenantsDown.handler, ...adminStoryBackend().handlers] } },
  beforeEach: tenantsDown.arm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, patiently);
    await expect(alert).toHaveTextContent('We could not load the tenants.');
    tenantsDown.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('acme', undefined, patiently)).toBeVisible();
  },
};

/** A long tenant name fits the cards (narrow) and the table (wide) without scrolling sideways. */
function longTextStory(globals: Globals, viewport: typeof wide | typeof narrow): Story {
  return {
    globals: { ...globals, ...viewport },
    parameters: { msw: { handlers: backendWithTenants(0, [LONG_NAME]).handlers } },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByText(LONG_NAME, undefined, patiently),
      ).toBeVisible();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const LongTextArabic = longTextStory(AR, narrow);
export const LongTextEnglish = longTextStory(EN, wide);

/** Without the write policies: no create, no host features, no row actions. */
const readOnlyPolicies = [
  TENANT_POLICIES.create,
  TENANT_POLICIES.update,
  TENANT_POLICIES.delete,
  TENANT_POLICIES.manageFeatures,
  TENANT_POLICIES.manageHostFeatures,
];

export const ReadOnlyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: backendWithout(readOnlyPolicies).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('acme', undefined, patiently)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'مستأجر جديد' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'إدارة ميزات المضيف' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'إجراءات acme' })).toBeNull();
  },
};

export const ReadOnlyEnglish: Story = {
  globals: EN,
  parameters: {
    msw: {
      handlers: backendWithout([TENANT_POLICIES.delete, TENANT_POLICIES.manageHostFeatures])
        .handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for acme' }, patiently),
    );
    const menu = within(await screen.findByRole('menu', undefined, patiently));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Features',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), patiently);
    await expect(canvas.queryByRole('button', { name: 'Manage host features' })).toBeNull();
  },
};

// ── Create ──────────────────────────────────────────────────────────────────

type CreateTexts = {
  newTenant: string;
  dialog: string;
  name: RegExp;
  email: RegExp;
  password: RegExp;
  save: string;
  required: string;
  invalidEmail: string;
};

const CREATE_AR: CreateTexts = {
  newTenant: 'مستأجر جديد',
  dialog: 'مستأجر جديد',
  name: /اسم المستأجر/,
  email: /البريد الإلكتروني للمسؤول/,
  password: /كلمة مرور المسؤول/,
  save: 'حفظ',
  required: 'هذا الحقل مطلوب.',
  invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
};

const CREATE_EN: CreateTexts = {
  newTenant: 'New tenant',
  dialog: 'New tenant',
  name: /Tenant name/,
  email: /Admin email address/,
  password: /Admin password/,
  save: 'Save',
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
};

async function openCreate(canvasElement: HTMLElement, texts: CreateTexts) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: texts.newTenant }, patiently),
  );
  return within(await findDialog(texts.dialog));
}

/** Submitting empty shows each field's error; a malformed e-mail its own; nothing is sent. */
function createValidationStory(globals: Globals, texts: CreateTexts): Story {
  const backend = adminStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openCreate(canvasElement, texts);
      await expect(dialog.getByRole('textbox', { name: texts.name })).toHaveFocus();
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      const name = dialog.getByRole('textbox', { name: texts.name });
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), patiently);
      await expect(dialog.getAllByText(texts.required)).toHaveLength(3);
      await userEvent.type(dialog.getByRole('textbox', { name: texts.email }), 'admin@');
      await expect(dialog.getByRole('textbox', { name: texts.email })).toHaveAccessibleDescription(
        texts.invalidEmail,
      );
      await expect(backend.store.tenants).toHaveLength(1);
    },
  };
}

export const CreateValidationArabic = createValidationStory(AR, CREATE_AR);
export const CreateValidationEnglish = createValidationStory(EN, CREATE_EN);

/** The server's password policy and its unique names answer under the fields. */
function createServerErrorStory(
  globals: Globals,
  texts: CreateTexts & { duplicate: string },
): Story {
  const backend = adminStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openCreate(canvasElement, texts);
      await userEvent.type(dialog.getByRole('textbox', { name: texts.name }), 'acme');
      await userEvent.type(
        dialog.getByRole('textbox', { name: texts.email }),
        'admin@globex.example',
      );
      await userEvent.type(dialog.getByLabelText(texts.password), 'Ab1*');
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      // ABP refuses the name (TenantManager: a 403 with a code) and never checks the admin's
      // password against the policy (IdentityDataSeeder: validatePassword false).
      await expect(await dialog.findByText(texts.duplicate, undefined, patiently)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: texts.name })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(dialog.getByLabelText(texts.password)).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
      // What was typed stays.
      await expect(dialog.getByRole('textbox', { name: texts.email })).toHaveValue(
        'admin@globex.example',
      );
      await expect(backend.store.tenants).toHaveLength(1);
    },
  };
}

// ABP's Arabic tenant-management resource has no text for it, so the sentence stays English.
export const CreateServerErrorArabic = createServerErrorStory(AR, {
  ...CREATE_AR,
  duplicate: 'Tenant name already exist: ACME',
});

export const CreateServerErrorEnglish = createServerErrorStory(EN, {
  ...CREATE_EN,
  duplicate: 'Tenant name already exist: ACME',
});

/** A valid tenant: created with its admin, announced, and listed. */
function createSuccessStory(globals: Globals, texts: CreateTexts & { created: string }): Story {
  const backend = adminStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openCreate(canvasElement, texts);
      await userEvent.type(dialog.getByRole('textbox', { name: texts.name }), 'globex');
      await userEvent.type(
        dialog.getByRole('textbox', { name: texts.email }),
        'admin@globex.example',
      );
      // Enter in a field submits the form (after 200 ms).
      await userEvent.type(dialog.getByLabelText(texts.password), '1q2w3E*{Enter}');
      await toastShown(texts.created);
      await dialogsClosed();
      await expect(
        await within(canvasElement).findByText('globex', undefined, patiently),
      ).toBeVisible();
      const globex = backend.store.tenants.find((tenant) => tenant.name === 'globex');
      await expect(
        backend.store.users.some(
          (user) => user.tenantId === globex?.id && user.userName === 'admin',
        ),
      ).toBe(true);
    },
  };
}

export const CreateSuccessArabic = createSuccessStory(AR, {
  ...CREATE_AR,
  created: 'أُنشئ المستأجر globex.',
});
export const CreateSuccessEnglish = createSuccessStory(EN, {
  ...CREATE_EN,
  created: 'Tenant globex was created.',
});

/** Saving: the dialog can't be closed and Save shows loading. */
function createBusyStory(globals: Globals, texts: CreateTexts & { close: string }): Story {
  return {
    globals,
    parameters: {
      msw: { handlers: [http.post(TENANTS_URL, never), ...adminStoryBackend().handlers] },
    },
    play: async ({ canvasElement }) => {
      const dialog = await openCreate(canvasElement, texts);
      await userEvent.type(dialog.getByRole('textbox', { name: texts.name }), 'globex');
      await userEvent.type(
        dialog.getByRole('textbox', { name: texts.email }),
        'admin@globex.example',
      );
      await userEvent.type(dialog.getByLabelText(texts.password), '1q2w3E*');
      await saveStaysBusy(userEvent, dialog, texts);
    },
  };
}

export const CreateBusyArabic = createBusyStory(AR, { ...CREATE_AR, close: 'إغلاق' });
export const CreateBusyEnglish = createBusyStory(EN, { ...CREATE_EN, close: 'Close' });

/** Closing a changed form asks first; keeping edits keeps them, discarding closes. */
function dirtyCloseStory(
  globals: Globals,
  texts: CreateTexts & { cancel: string; warning: string; keep: string; discard: string },
): Story {
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openCreate(canvasElement, texts);
      await userEvent.type(dialog.getByRole('textbox', { name: texts.name }), 'globex');
      await userEvent.click(dialog.getByRole('button', { name: texts.cancel }));
      const warning = within(await findDialog(texts.warning, 'alertdialog'));
      await userEvent.click(warning.getByRole('button', { name: texts.keep }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), patiently);
      await expect(screen.getByRole('textbox', { name: texts.name })).toHaveValue('globex');
      await userEvent.keyboard('{Escape}');
      const again = within(await findDialog(texts.warning, 'alertdialog'));
      await userEvent.click(again.getByRole('button', { name: texts.discard }));
      await dialogsClosed();
    },
  };
}

export const CreateDirtyCloseArabic = dirtyCloseStory(AR, {
  ...CREATE_AR,
  cancel: 'إلغاء',
  warning: 'تغييرات غير محفوظة',
  keep: 'متابعة التعديل',
  discard: 'تجاهل التغييرات',
});

export const CreateDirtyCloseEnglish = dirtyCloseStory(EN, {
  ...CREATE_EN,
  cancel: 'Cancel',
  warning: 'Unsaved changes',
  keep: 'Keep editing',
  discard: 'Discard changes',
});

// ── Edit and delete ─────────────────────────────────────────────────────────

function editStory(
  globals: Globals,
  texts: {
    actions: string;
    edit: string;
    dialog: string;
    name: RegExp;
    save: string;
    saved: string;
  },
): Story {
  const backend = adminStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      await openRowAction(texts.actions, texts.edit);
      const dialog = within(await findDialog(texts.dialog));
      const name = dialog.getByRole('textbox', { name: texts.name });
      await expect(name).toHaveValue('acme');
      await replaceText(userEvent, name, 'acme-corp');
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      await toastShown(texts.saved);
      await dialogsClosed();
      await expect(
        await within(canvasElement).findByText('acme-corp', undefined, patiently),
      ).toBeVisible();
      await expect(backend.store.findTenantById(SEEDED_IDS.tenants.acme)?.name).toBe('acme-corp');
    },
  };
}

export const EditArabic = editStory(AR, {
  actions: 'إجراءات acme',
  edit: 'تعديل',
  dialog: 'تعديل المستأجر',
  name: /اسم المستأجر/,
  save: 'حفظ',
  saved: 'حُفظ المستأجر acme-corp.',
});

export const EditEnglish = editStory(EN, {
  actions: 'Actions for acme',
  edit: 'Edit',
  dialog: 'Edit tenant',
  name: /Tenant name/,
  save: 'Save',
  saved: 'Tenant acme-corp was saved.',
});

type EditTexts = {
  actions: string;
  edit: string;
  dialog: string;
  name: RegExp;
  save: string;
};

const EDIT_AR: EditTexts = {
  actions: 'إجراءات acme',
  edit: 'تعديل',
  dialog: 'تعديل المستأجر',
  name: /اسم المستأجر/,
  save: 'حفظ',
};

const EDIT_EN: EditTexts = {
  actions: 'Actions for acme',
  edit: 'Edit',
  dialog: 'Edit tenant',
  name: /Tenant name/,
  save: 'Save',
};

async function openEdit(texts: EditTexts) {
  await openRowAction(texts.actions, texts.edit);
  return within(await findDialog(texts.dialog));
}

/** Saving a rename: the dialog can't be closed and Save shows loading. */
function editBusyStory(globals: Globals, texts: EditTexts & { close: string }): Story {
  return {
    globals,
    parameters: {
      msw: { handlers: [http.put(`${TENANTS_URL}/:id`, never), ...adminStoryBackend().handlers] },
    },
    play: async () => {
      const dialog = await openEdit(texts);
      await replaceText(userEvent, dialog.getByRole('textbox', { name: texts.name }), 'acme-corp');
      await saveStaysBusy(userEvent, dialog, texts);
    },
  };
}

export const EditBusyArabic = editBusyStory(AR, { ...EDIT_AR, close: 'إغلاق' });
export const EditBusyEnglish = editBusyStory(EN, { ...EDIT_EN, close: 'Close' });

/** Closing a renamed tenant asks first; keeping edits keeps them, discarding keeps the old name. */
function editDirtyCloseStory(
  globals: Globals,
  texts: EditTexts & { cancel: string; warning: string; keep: string; discard: string },
): Story {
  const backend = adminStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openEdit(texts);
      await replaceText(userEvent, dialog.getByRole('textbox', { name: texts.name }), 'acme-corp');
      await userEvent.click(dialog.getByRole('button', { name: texts.cancel }));
      const warning = within(await findDialog(texts.warning, 'alertdialog'));
      await userEvent.click(warning.getByRole('button', { name: texts.keep }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), patiently);
      await expect(screen.getByRole('textbox', { name: texts.name })).toHaveValue('acme-corp');
      await userEvent.keyboard('{Escape}');
      const again = within(await findDialog(texts.warning, 'alertdialog'));
      await userEvent.click(again.getByRole('button', { name: texts.discard }));
      await dialogsClosed();
      await expect(within(canvasElement).getByRole('rowheader', { name: 'acme' })).toBeVisible();
      await expect(backend.store.findTenantById(SEEDED_IDS.tenants.acme)?.name).toBe('acme');
    },
  };
}

export const EditDirtyCloseArabic = editDirtyCloseStory(AR, {
  ...EDIT_AR,
  cancel: 'إلغاء',
  warning: 'تغييرات غير محفوظة',
  keep: 'متابعة التعديل',
  discard: 'تجاهل التغييرات',
});

export const EditDirtyCloseEnglish = editDirtyCloseStory(EN, {
  ...EDIT_EN,
  cancel: 'Cancel',
  warning: 'Unsaved changes',
  keep: 'Keep editing',
  discard: 'Discard changes',
});

/** A rename to a taken name: the server's message under the field, the typed name kept. */
function editServerErrorStory(globals: Globals, texts: EditTexts & { duplicate: string }): Story {
  const backend = backendWithTenants(1);
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async () => {
      const dialog = await openEdit(texts);
      const name = dialog.getByRole('textbox', { name: texts.name });
      await replaceText(userEvent, name, 'tenant-01');
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), patiently);
      // Under the field, before its hint.
      await expect(name).toHaveAccessibleDescription(expect.stringContaining(texts.duplicate));
      await expect(name).toHaveValue('tenant-01');
      await expect(screen.getByRole('dialog', { name: texts.dialog })).toBeVisible();
      await expect(backend.store.findTenantById(SEEDED_IDS.tenants.acme)?.name).toBe('acme');
    },
  };
}

export const EditServerErrorArabic = editServerErrorStory(AR, {
  ...EDIT_AR,
  duplicate: 'Tenant name already exist: TENANT-01',
});

export const EditServerErrorEnglish = editServerErrorStory(EN, {
  ...EDIT_EN,
  duplicate: 'Tenant name already exist: TENANT-01',
});

function deleteStory(
  globals: Globals,
  texts: {
    actions: string;
    delete: string;
    title: string;
    message: string;
    cancel: string;
    confirm: string;
    deleted: string;
    empty: string;
  },
): Story {
  const backend = adminStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      await openRowAction(texts.actions, texts.delete);
      let confirmation = within(await findDialog(texts.title, 'alertdialog'));
      await expect(confirmation.getByText(texts.message)).toBeVisible();
      await userEvent.click(confirmation.getByRole('button', { name: texts.cancel }));
      await dialogsClosed();
      await expect(backend.store.tenants).toHaveLength(1);

      await openRowAction(texts.actions, texts.delete);
      confirmation = within(await findDialog(texts.title, 'alertdialog'));
      await userEvent.click(confirmation.getByRole('button', { name: texts.confirm }));
      await toastShown(texts.deleted);
      await expect(
        await within(canvasElement).findByText(texts.empty, undefined, patiently),
      ).toBeVisible();
      await expect(backend.store.tenants).toHaveLength(0);
    },
  };
}

export const DeleteArabic = deleteStory(AR, {
  actions: 'إجراءات acme',
  delete: 'حذف',
  title: 'حذف هذا المستأجر؟',
  message: 'سيُحذف المستأجر «acme». هل تؤكد ذلك؟',
  cancel: 'إلغاء',
  confirm: 'حذف',
  deleted: 'حُذف المستأجر acme.',
  empty: 'لا يوجد مستأجرون بعد',
});

export const DeleteEnglish = deleteStory(EN, {
  actions: 'Actions for acme',
  delete: 'Delete',
  title: 'Delete this tenant?',
  message: 'Tenant “acme” will be deleted. Do you confirm that?',
  cancel: 'Cancel',
  confirm: 'Delete',
  deleted: 'Tenant acme was deleted.',
  empty: 'No tenants yet',
});

/** The Features action opens the tenant's features; the toolbar button the host's. */
export const FeaturesActionsEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await openRowAction('Actions for acme', 'Features');
    let dialog = within(await findDialog('Features of acme'));
    await expect(await dialog.findByRole('tab', { name: 'Identity' }, patiently)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Manage host features' }),
    );
    dialog = within(await findDialog('Host features'));
    await expect(await dialog.findByRole('tab', { name: 'Identity' }, patiently)).toBeVisible();
  },
};

export const FeaturesActionsArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async () => {
    await openRowAction('إجراءات acme', 'الميزات');
    const dialog = within(await findDialog('ميزات acme'));
    await expect(await dialog.findByRole('tab', { name: 'الهوية' }, patiently)).toBeVisible();
  },
};
