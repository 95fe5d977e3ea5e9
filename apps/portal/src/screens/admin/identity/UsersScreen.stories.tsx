import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../../testing/story-platform';
import {
  AR,
  EN,
  type Globals,
  adminPortal,
  animationsSettled,
  chooseRowAction,
  dialogsClosed,
  findDialog,
  neverAnswers,
  openEditor,
  pagingStory,
  permissionsOfStory,
  replaceText,
  resetDialogHosts,
  textsOf,
  toastShown,
  withDialogHosts,
  writeNeverAnswers,
} from './story-helpers';
import { UsersScreen } from './UsersScreen';

const USERS = '/api/identity/users';
const serverError = http.get(`*${USERS}`, () =>
  HttpResponse.json(
    { error: { message: 'An internal error occurred during your request!' } },
    { status: 500, headers: { _AbpErrorFormat: 'true' } },
  ),
);

/** A backend with one user whose names, email and role would overflow a narrow cell. */
function longTextBackend() {
  const backend = adminStoryBackend();
  const investor = backend.store.users.find((user) => user.id === SEEDED_IDS.users.investor);
  if (investor) {
    investor.userName = 'sara.alqahtani.investments.department.riyadh.headquarters';
    investor.name = 'Sara Abdulrahman Mohammed';
    investor.surName = 'Al-Qahtani Al-Dosari Al-Shahrani Al-Asiri';
    investor.email = 'sara.abdulrahman.alqahtani.investments@very-long-company-domain.example';
  }
  return backend;
}

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', {}, { timeout: 5000 });

const meta = {
  title: 'Portal/Screens/Admin/Users',
  component: UsersScreen,
  decorators: [withDialogHosts, withPortalPlatform],
  beforeEach: resetDialogHosts,
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: adminPortal('/identity/users'),
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── The list ──────────────────────────────────────────────────────────────

export const FilledArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'المستخدمون' }, { timeout: 5000 }),
    ).toBeVisible();
    const rows = within(await table(canvasElement));
    await expect(await rows.findByRole('rowheader', { name: 'investor' })).toBeVisible();
    await expect(rows.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'مستخدم جديد' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إجراءات officer' })).toBeVisible();
  },
};

export const FilledEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    const rows = within(grid);
    await rows.findByRole('rowheader', { name: 'admin' });
    // Sorting: the email header sorts ascending, then descending.
    await userEvent.click(rows.getByRole('button', { name: /Email/ }));
    await waitFor(() =>
      expect(rows.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await userEvent.click(rows.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(rows.getAllByRole('rowheader')[0]).toHaveTextContent('officer'));
    // Searching narrows the list once typing stops.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'invest');
    await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(2));
    await expect(rows.getByText('Sara Al-Qahtani')).toBeVisible();
  },
};

function loadingStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [neverAnswers(USERS), ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('status', { name: textsOf(globals)('Identity:Users:Loading') }),
      ).toBeVisible();
    },
  };
}

export const LoadingArabic = loadingStory(AR);
export const LoadingEnglish = loadingStory(EN);

export const EmptyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'البحث في المستخدمين' }), 'zzz');
    await expect(await canvas.findByText('لا يوجد مستخدمون يطابقون «zzz»')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await expect(await table(canvasElement)).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'nobody-here');
    await expect(await canvas.findByText('No users match “nobody-here”')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

function errorStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: [serverError, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(text('Identity:Users:LoadFailed'));
      await expect(
        within(alert).getByRole('button', { name: text('Identity:Common:Retry') }),
      ).toBeVisible();
    },
  };
}

export const ErrorArabic = errorStory(AR);
export const ErrorEnglish = errorStory(EN);

export const LongTextArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(
      await rows.findByText(
        'sara.abdulrahman.alqahtani.investments@very-long-company-domain.example',
      ),
    ).toBeVisible();
  },
};

export const LongTextEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(
      await rows.findByText('Sara Abdulrahman Mohammed Al-Qahtani Al-Dosari Al-Shahrani Al-Asiri'),
    ).toBeVisible();
  },
};

/** The host admin without the users' create and delete policies. */
function backendWithoutCreateAndDelete() {
  const backend = adminStoryBackend();
  const denied = new Set(['AbpIdentity.Users.Create', 'AbpIdentity.Users.Delete']);
  backend.store.permissionGrants.splice(
    0,
    backend.store.permissionGrants.length,
    ...backend.store.permissionGrants.filter((grant) => !denied.has(grant.name)),
  );
  return backend;
}

/** Without the create and delete policies: no "New user" and no Delete in the row menus. */
function withoutCreateAndDeleteStory(
  globals: Globals,
  texts: { create: string; actions: string; edit: string; permissions: string; delete: string },
): Story {
  return {
    globals,
    parameters: { msw: { handlers: backendWithoutCreateAndDelete().handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await table(canvasElement);
      await expect(canvas.queryByRole('button', { name: texts.create })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: texts.actions }));
      const menu = await screen.findByRole('menu');
      await animationsSettled();
      await expect(within(menu).getByRole('menuitem', { name: texts.edit })).toBeVisible();
      await expect(within(menu).getByRole('menuitem', { name: texts.permissions })).toBeVisible();
      await expect(within(menu).queryByRole('menuitem', { name: texts.delete })).toBeNull();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    },
  };
}

export const WithoutCreateAndDeleteArabic = withoutCreateAndDeleteStory(AR, {
  create: 'مستخدم جديد',
  actions: 'إجراءات investor',
  edit: 'تعديل',
  permissions: 'الصلاحيات',
  delete: 'حذف',
});

export const WithoutCreateAndDeleteEnglish = withoutCreateAndDeleteStory(EN, {
  create: 'New user',
  actions: 'Actions for investor',
  edit: 'Edit',
  permissions: 'Permissions',
  delete: 'Delete',
});

// ── Without ManageRoles: the roles are shown, never offered or sent ───────

/** The host admin without AbpIdentity.Users.Update.ManageRoles; records each user it saves. */
function backendWithoutManageRoles() {
  const backend = adminStoryBackend();
  backend.store.permissionGrants.splice(
    0,
    backend.store.permissionGrants.length,
    ...backend.store.permissionGrants.filter(
      (grant) => grant.name !== 'AbpIdentity.Users.Update.ManageRoles',
    ),
  );
  const saved: Record<string, unknown>[] = [];
  // Returns nothing, so the request goes on to the backend's own handler.
  const record = async ({ request }: { request: Request }) => {
    saved.push((await request.clone().json()) as Record<string, unknown>);
  };
  return {
    handlers: [http.put(`*${USERS}/:id`, record), ...backend.handlers],
    saved,
  };
}

/**
 * Without ManageRoles ABP ignores role names (ADR 0494): the editor lists the user's roles as
 * text with why they cannot change, offers no role checkbox, and leaves `roleNames` out of the
 * save; a new user is told it will have none.
 */
function withoutManageRolesStory(
  globals: Globals,
  texts: { userRoles: string[]; surname: RegExp; newSurname: string },
): Story {
  const text = textsOf(globals);
  const backend = backendWithoutManageRoles();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      backend.saved.length = 0;
      await userEvent.click(
        await within(canvasElement).findByRole(
          'button',
          { name: text('Identity:Users:New') },
          { timeout: 5000 },
        ),
      );
      const create = within(await findDialog(text('Identity:Users:CreateTitle')));
      await expect(create.getByText(text('Identity:Users:NewUserHasNoRoles'))).toBeVisible();
      await expect(create.getByText(text('Identity:Users:RolesNotAssignableHint'))).toBeVisible();
      await expect(create.queryByRole('checkbox', { name: 'Investor' })).toBeNull();
      await userEvent.click(create.getByRole('button', { name: text('Identity:Common:Cancel') }));
      await dialogsClosed();

      const edit = () => openEditor(canvasElement, globals, 'investor', 'Identity:Users:EditTitle');
      const form = within(await edit());
      await expect(form.queryByRole('checkbox', { name: 'Investor' })).toBeNull();
      await expect(form.queryByRole('checkbox', { name: 'admin' })).toBeNull();
      await replaceText(form.getByRole('textbox', { name: texts.surname }), texts.newSurname);
      await userEvent.click(form.getByRole('button', { name: text('Identity:Common:Save') }));
      await toastShown(text('Identity:Users:Saved:Toast', 'investor'));
      await dialogsClosed();
      await expect(backend.saved).toHaveLength(1);
      await expect(backend.saved[0]).toMatchObject({ surname: texts.newSurname });
      await expect(backend.saved[0]).not.toHaveProperty('roleNames');

      // Opened again (and left open for the screenshot): the roles are unchanged, as text.
      const roles = within(await edit()).getByRole('list', { name: text('Identity:Users:Roles') });
      await expect(
        within(roles)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(texts.userRoles);
      await expect(roles).toHaveAccessibleDescription(text('Identity:Users:RolesReadOnlyHint'));
    },
  };
}

export const WithoutManageRolesArabic = withoutManageRolesStory(AR, {
  userRoles: ['Investor'],
  surname: /اسم العائلة/,
  newSurname: 'الشهري',
});

export const WithoutManageRolesEnglish = withoutManageRolesStory(EN, {
  userRoles: ['Investor'],
  surname: /Surname/,
  newSurname: 'Al-Shehri',
});

// ── Create: the kit's messages, the server's password policy, defaults ────

export const CreateValidationEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'New user' }, { timeout: 5000 }),
    );
    const dialog = await findDialog('New user');
    const form = within(dialog);
    // The default role is ticked, the others are not.
    await expect(form.getByRole('checkbox', { name: 'Investor' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'admin' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Active (can sign in)' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(
      await form.findByText('This field is required.', { selector: '#field-userName-error' }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /User name/ })).toHaveFocus();
    await userEvent.type(form.getByRole('textbox', { name: /User name/ }), 'layla');
    await userEvent.type(form.getByRole('textbox', { name: /Email/ }), 'layla@');
    await expect(await form.findByText('Please enter a valid email address.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Email/ }), 'sahm.example');
    // A password the client accepts and the server's policy refuses.
    await userEvent.type(form.getByLabelText(/Password/), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(
      await form.findByText(/^Passwords must/, { selector: '#field-password-error' }),
    ).toBeVisible();
    await expect(form.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    await animationsSettled();
  },
};

export const CreateValidationArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'مستخدم جديد' }, { timeout: 5000 }),
    );
    const form = within(await findDialog('مستخدم جديد'));
    await expect(form.getByRole('checkbox', { name: 'Investor' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'نشط (يمكنه تسجيل الدخول)' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'حفظ' }));
    await expect(
      await form.findByText('هذا الحقل مطلوب.', { selector: '#field-userName-error' }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /اسم المستخدم/ })).toHaveFocus();
    await userEvent.type(form.getByRole('textbox', { name: /اسم المستخدم/ }), 'layla');
    await userEvent.type(form.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'layla@');
    await expect(await form.findByText('يرجى إدخال بريد إلكتروني صحيح.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sahm.example');
    // A password the client accepts and the server's policy refuses, in ABP's Arabic (a 403).
    await userEvent.type(form.getByLabelText(/كلمة المرور/), 'short');
    await userEvent.click(form.getByRole('button', { name: 'حفظ' }));
    await expect(
      // Every broken rule is listed; the length rule comes first.
      await form.findByText(/^يجب أن تتكون كلمات المرور من 6 حرف على الأقل\./, {
        selector: '#field-password-error',
      }),
    ).toBeVisible();
    await expect(form.getByLabelText(/كلمة المرور/)).toHaveAttribute('aria-invalid', 'true');
    await animationsSettled();
  },
};

export const CreateArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'مستخدم جديد' }, { timeout: 5000 }),
    );
    const dialog = await findDialog('مستخدم جديد');
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /اسم المستخدم/ }), 'layla');
    await userEvent.type(form.getByRole('textbox', { name: /الاسم الأول/ }), 'ليلى');
    await userEvent.type(
      form.getByRole('textbox', { name: /البريد الإلكتروني/ }),
      'layla@sahm.example',
    );
    await userEvent.type(form.getByLabelText(/كلمة المرور/), 'Str0ng!pass');
    await userEvent.click(form.getByRole('checkbox', { name: 'OperationsOfficer' }));
    // Enter in a field submits the form (SPEC §5).
    await userEvent.type(form.getByRole('textbox', { name: /اسم المستخدم/ }), '{Enter}');
    await toastShown('أُنشئ المستخدم layla.');
    await dialogsClosed();
    const rows = within(await within(canvasElement).findByRole('table'));
    await expect(await rows.findByRole('rowheader', { name: 'layla' })).toBeVisible();
  },
};

// ── Edit, busy, dirty close, the server's field errors ────────────────────

export const EditEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'Actions for investor', 'Edit');
    const dialog = await findDialog('Edit user investor');
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: /Surname/ })).toHaveValue('Al-Qahtani');
    await expect(form.getByRole('checkbox', { name: 'Investor' })).toBeChecked();
    await expect(form.getByLabelText(/Password/)).toHaveValue('');
    await expect(form.getByText('Leave empty to keep the current password.')).toBeVisible();
    await replaceText(form.getByRole('textbox', { name: /Surname/ }), 'Al-Harbi');
    await userEvent.click(form.getByRole('checkbox', { name: 'OperationsOfficer' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toastShown('User investor was saved.');
    await dialogsClosed();
    const rows = within(await within(canvasElement).findByRole('table'));
    await expect(await rows.findByText('Sara Al-Harbi')).toBeVisible();
  },
};

function busyStory(globals: Globals, surname: { label: RegExp; value: string }): Story {
  const text = textsOf(globals);
  const title = text('Identity:Users:EditTitle', 'officer');
  return {
    globals,
    parameters: {
      msw: {
        handlers: [writeNeverAnswers('put', `${USERS}/:id`), ...adminStoryBackend().handlers],
      },
    },
    play: async ({ canvasElement }) => {
      const dialog = await openEditor(
        canvasElement,
        globals,
        'officer',
        'Identity:Users:EditTitle',
      );
      const form = within(dialog);
      await replaceText(form.getByRole('textbox', { name: surname.label }), surname.value);
      await userEvent.click(form.getByRole('button', { name: text('Identity:Common:Save') }));
      await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
      await expect(
        form.getByRole('button', { name: text('Identity:Common:Cancel') }),
      ).toBeDisabled();
      await expect(
        form.getByRole('button', { name: text('Identity:Common:Close') }),
      ).toBeDisabled();
      // Escape does not close a busy dialog.
      await userEvent.keyboard('{Escape}');
      await expect(screen.getByRole('dialog', { name: title })).toBeVisible();
    },
  };
}

export const BusyArabic = busyStory(AR, { label: /اسم العائلة/, value: 'الشهري' });
export const BusyEnglish = busyStory(EN, { label: /Surname/, value: 'Al-Shehri' });

export const DirtyCloseEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'Actions for newinvestor', 'Edit');
    let dialog = await findDialog('Edit user newinvestor');
    // Untouched, it closes at once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    await chooseRowAction(canvasElement, 'Actions for newinvestor', 'Edit');
    dialog = await findDialog('Edit user newinvestor');
    await replaceText(within(dialog).getByRole('textbox', { name: /First name/ }), 'Fahad');
    await userEvent.keyboard('{Escape}');
    let warning = await findDialog('Unsaved changes', 'alertdialog');
    await userEvent.click(within(warning).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Fahad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    warning = await findDialog('Unsaved changes', 'alertdialog');
    await userEvent.click(within(warning).getByRole('button', { name: 'Discard changes' }));
    await dialogsClosed();
    await expect(within(canvasElement).getByText('Faisal Al-Otaibi')).toBeVisible();
  },
};

/** A taken user name comes back from the server under the field; what was typed stays. */
function duplicateUserNameStory(globals: Globals, taken: string | RegExp): Story {
  const text = textsOf(globals);
  const label = (key: 'Identity:Users:UserName' | 'Identity:Users:Email') => new RegExp(text(key));
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      await userEvent.click(
        await within(canvasElement).findByRole(
          'button',
          { name: text('Identity:Users:New') },
          { timeout: 5000 },
        ),
      );
      const form = within(await findDialog(text('Identity:Users:CreateTitle')));
      await userEvent.type(
        form.getByRole('textbox', { name: label('Identity:Users:UserName') }),
        'Investor',
      );
      await userEvent.type(
        form.getByRole('textbox', { name: label('Identity:Users:Email') }),
        'other@sahm.example',
      );
      await userEvent.type(
        form.getByLabelText(new RegExp(text('Identity:Users:Password'))),
        'Str0ng!pass',
      );
      await userEvent.click(form.getByRole('button', { name: text('Identity:Common:Save') }));
      const userName = form.getByRole('textbox', { name: label('Identity:Users:UserName') });
      await waitFor(() => expect(userName).toHaveAttribute('aria-invalid', 'true'));
      await expect(userName).toHaveAccessibleDescription(taken);
      // What was typed stays.
      await expect(form.getByRole('textbox', { name: label('Identity:Users:Email') })).toHaveValue(
        'other@sahm.example',
      );
      await animationsSettled();
    },
  };
}

export const DuplicateUserNameArabic = duplicateUserNameStory(AR, /Investor/);

// ── Delete: a confirmation first; deleting yourself is refused by the server ─

export const DeleteEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'Actions for newinvestor', 'Delete');
    let confirmation = await findDialog('Delete user?', 'alertdialog');
    await expect(confirmation).toHaveTextContent(
      'User newinvestor will be deleted and can no longer sign in.',
    );
    // Cancel keeps the user.
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    await chooseRowAction(canvasElement, 'Actions for newinvestor', 'Delete');
    confirmation = await findDialog('Delete user?', 'alertdialog');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await toastShown('User newinvestor was deleted.');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('rowheader', { name: 'newinvestor' })).toBeNull(),
    );
  },
};

/** The signed-in admin cannot delete itself: the server refuses, in its own words. */
function deleteSelfRefusedStory(globals: Globals, refusal: string): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      await chooseRowAction(
        canvasElement,
        text('Identity:Common:ActionsFor', 'admin'),
        text('Identity:Common:Delete'),
      );
      const confirmation = await findDialog(text('Identity:Users:DeleteTitle'), 'alertdialog');
      await userEvent.click(
        within(confirmation).getByRole('button', { name: text('Identity:Common:DeleteYes') }),
      );
      const refused = await findDialog(text('Identity:Common:DeleteFailed'), 'alertdialog');
      await expect(refused).toHaveTextContent(refusal);
      await userEvent.click(
        within(refused).getByRole('button', { name: text('Identity:Common:Close') }),
      );
      await dialogsClosed();
      await expect(within(canvasElement).getByRole('rowheader', { name: 'admin' })).toBeVisible();
    },
  };
}

export const DeleteSelfRefusedEnglish = deleteSelfRefusedStory(
  EN,
  'You can not delete your own account!',
);
export const DeleteSelfRefusedArabic = deleteSelfRefusedStory(AR, 'لا يمكنك حذف حسابك الخاص!');

export const DeleteArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'إجراءات officer', 'حذف');
    const confirmation = await findDialog('حذف المستخدم؟', 'alertdialog');
    await expect(confirmation).toHaveTextContent('سيُحذف المستخدم officer');
    await animationsSettled();
  },
};

export const PermissionsOfUserEnglish: Story = permissionsOfStory(EN, 'investor');
export const PermissionsOfUserArabic: Story = permissionsOfStory(AR, 'investor');

export const DirtyCloseArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'إجراءات newinvestor', 'تعديل');
    const dialog = await findDialog('تعديل المستخدم newinvestor');
    await replaceText(within(dialog).getByRole('textbox', { name: /الاسم الأول/ }), 'فهد');
    await userEvent.keyboard('{Escape}');
    let warning = await findDialog('تغييرات غير محفوظة', 'alertdialog');
    await userEvent.click(within(warning).getByRole('button', { name: 'متابعة التعديل' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(dialog).getByRole('textbox', { name: /الاسم الأول/ })).toHaveValue('فهد');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    warning = await findDialog('تغييرات غير محفوظة', 'alertdialog');
    await userEvent.click(within(warning).getByRole('button', { name: 'تجاهل التغييرات' }));
    await dialogsClosed();
    await expect(within(canvasElement).getByText('Faisal Al-Otaibi')).toBeVisible();
  },
};

export const DuplicateUserNameEnglish = duplicateUserNameStory(
  EN,
  "Username 'Investor' is already taken.",
);

// ── Paging ────────────────────────────────────────────────────────────────

/** The seeded host users and eight more: twelve, two pages of ten. */
function manyUsersBackend() {
  const backend = adminStoryBackend();
  const template = backend.store.users.find((user) => user.id === SEEDED_IDS.users.investor)!;
  backend.store.users.push(
    ...Array.from({ length: 8 }, (_unused, index) => {
      const suffix = String(index + 1).padStart(2, '0');
      return {
        ...template,
        id: `0b8f2c3d-1a2b-4c5d-8e9f-0000000009${suffix}`,
        userName: `investor-${suffix}`,
        email: `investor-${suffix}@sahm.example`,
        roles: [...template.roles],
      };
    }),
  );
  return backend;
}

export const PagingArabic: Story = pagingStory(AR, manyUsersBackend().handlers, {
  backToFirst: true,
});
export const PagingEnglish: Story = pagingStory(EN, manyUsersBackend().handlers, {
  backToFirst: true,
});
