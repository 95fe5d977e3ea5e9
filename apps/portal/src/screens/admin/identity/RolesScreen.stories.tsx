import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import * as formTexts from '../../../forms/texts';
import { adminStoryBackend, withPortalPlatform } from '../../../testing/story-platform';
import { RolesScreen } from './RolesScreen';
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

const ROLES = '/api/identity/roles';
const serverError = http.get(`*${ROLES}`, () => HttpResponse.json({}, { status: 500 }));

function longTextBackend() {
  const backend = adminStoryBackend();
  backend.store.roles.push({
    id: '7a3e9d10-5c2b-4f61-8d0e-0000000000ff',
    tenantId: null,
    name: 'RegionalComplianceAndAntiMoneyLaunderingReviewersOfTheCentralProvince',
    isDefault: true,
    isStatic: false,
    isPublic: true,
    concurrencyStamp: 'long-role-stamp',
  });
  return backend;
}

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', {}, { timeout: 5000 });

const meta = {
  title: 'Portal/Screens/Admin/Roles',
  component: RolesScreen,
  decorators: [withDialogHosts, withPortalPlatform],
  beforeEach: resetDialogHosts,
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: adminPortal('/identity/roles'),
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const admin = (await rows.findByRole('rowheader', { name: 'admin' })).closest('tr')!;
    await expect(within(admin).getByText('ثابت')).toBeVisible();
    const investor = rows.getByRole('rowheader', { name: 'Investor' }).closest('tr')!;
    await expect(within(investor).getByText('افتراضي')).toBeVisible();
    await expect(within(investor).getByText('عام')).toBeVisible();
  },
};

export const FilledEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await rows.findByRole('rowheader', { name: 'admin' });
    await userEvent.click(rows.getByRole('button', { name: /Role name/ }));
    await userEvent.click(rows.getByRole('button', { name: /Role name/ }));
    await waitFor(() =>
      expect(rows.getAllByRole('rowheader')[0]).toHaveTextContent('OperationsOfficer'),
    );
    // A static role cannot be deleted: its menu has no Delete.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for admin' }));
    const menu = await screen.findByRole('menu');
    await animationsSettled();
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

function loadingStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [neverAnswers(ROLES), ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('status', {
          name: textsOf(globals)('Identity:Roles:Loading'),
        }),
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
    await userEvent.type(canvas.getByRole('searchbox', { name: 'البحث في الأدوار' }), 'xyz');
    await expect(await canvas.findByText('لا توجد أدوار تطابق «xyz»')).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search roles' }), 'xyz');
    await expect(await canvas.findByText('No roles match “xyz”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await expect(await table(canvasElement)).toBeVisible();
  },
};

function errorStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [serverError, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(textsOf(globals)('Identity:Roles:LoadFailed'));
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
        'RegionalComplianceAndAntiMoneyLaunderingReviewersOfTheCentralProvince',
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
      await rows.findByText(
        'RegionalComplianceAndAntiMoneyLaunderingReviewersOfTheCentralProvince',
      ),
    ).toBeVisible();
  },
};

export const CreateEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'New role' }, { timeout: 5000 }),
    );
    const form = within(await findDialog('New role'));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('This field is required.')).toBeVisible();
    // A taken name comes back from the server under the field.
    await userEvent.type(form.getByRole('textbox', { name: /Role name/ }), 'investor');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText("Role name 'investor' is already taken.")).toBeVisible();
    await replaceText(form.getByRole('textbox', { name: /Role name/ }), 'Auditor');
    await userEvent.click(form.getByRole('checkbox', { name: 'Public: other users can see it' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toastShown('Role Auditor was created.');
    await dialogsClosed();
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: 'Auditor' }),
    ).toBeVisible();
  },
};

export const CreateArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'دور جديد' }, { timeout: 5000 }),
    );
    const form = within(await findDialog('دور جديد'));
    await userEvent.click(form.getByRole('button', { name: 'حفظ' }));
    await expect(await form.findByText('هذا الحقل مطلوب.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /اسم الدور/ }), 'Auditor');
    await userEvent.click(form.getByRole('checkbox', { name: 'عام: يراه المستخدمون الآخرون' }));
    await userEvent.click(form.getByRole('button', { name: 'حفظ' }));
    await toastShown('أُنشئ الدور Auditor.');
    await dialogsClosed();
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: 'Auditor' }),
    ).toBeVisible();
  },
};

export const EditStaticArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'إجراءات admin', 'تعديل');
    const form = within(await findDialog('تعديل الدور admin'));
    const name = form.getByRole('textbox', { name: /اسم الدور/ });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).toHaveAccessibleDescription(
      'الدور الثابت جزء من النظام ولا يمكن تغيير اسمه.',
    );
    await userEvent.click(form.getByRole('checkbox', { name: 'عام: يراه المستخدمون الآخرون' }));
    await userEvent.click(form.getByRole('button', { name: 'حفظ' }));
    await toastShown('حُفظ الدور admin.');
    await dialogsClosed();
  },
};

export const EditStaticEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: adminStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'Actions for admin', 'Edit');
    const form = within(await findDialog('Edit role admin'));
    const name = form.getByRole('textbox', { name: /Role name/ });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).toHaveAccessibleDescription(
      'A static role is part of the system and cannot be renamed.',
    );
    await userEvent.click(form.getByRole('checkbox', { name: 'Public: other users can see it' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await toastShown('Role admin was saved.');
    await dialogsClosed();
  },
};

function busyStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: {
      msw: {
        handlers: [writeNeverAnswers('put', `${ROLES}/:id`), ...adminStoryBackend().handlers],
      },
    },
    play: async ({ canvasElement }) => {
      const dialog = await openEditor(
        canvasElement,
        globals,
        'OperationsOfficer',
        'Identity:Roles:EditTitle',
      );
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: new RegExp(text('Identity:Roles:Default')) }),
      );
      await userEvent.click(
        within(dialog).getByRole('button', { name: text('Identity:Common:Save') }),
      );
      await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
      await expect(
        within(dialog).getByRole('button', { name: text('Identity:Common:Cancel') }),
      ).toBeDisabled();
    },
  };
}

export const BusyEnglish = busyStory(EN);
export const BusyArabic = busyStory(AR);

function dirtyCloseStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      const dialog = await openEditor(
        canvasElement,
        globals,
        'Investor',
        'Identity:Roles:EditTitle',
      );
      await replaceText(
        within(dialog).getByRole('textbox', { name: new RegExp(text('Identity:Roles:Name')) }),
        'Investors',
      );
      await userEvent.keyboard('{Escape}');
      const unsaved = globals === AR ? formTexts.ar : formTexts.en;
      const warning = await findDialog(unsaved['Form:Unsaved:Title'], 'alertdialog');
      await userEvent.click(
        within(warning).getByRole('button', { name: unsaved['Form:Unsaved:Discard'] }),
      );
      await dialogsClosed();
      await expect(
        within(canvasElement).getByRole('rowheader', { name: 'Investor' }),
      ).toBeVisible();
    },
  };
}

export const DirtyCloseArabic = dirtyCloseStory(AR);
export const DirtyCloseEnglish = dirtyCloseStory(EN);

/** `deleting`: the start of the confirmation's message. */
function deleteStory(globals: Globals, deleting: string): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      await chooseRowAction(
        canvasElement,
        text('Identity:Common:ActionsFor', 'OperationsOfficer'),
        text('Identity:Common:Delete'),
      );
      const confirmation = await findDialog(text('Identity:Roles:DeleteTitle'), 'alertdialog');
      await expect(confirmation).toHaveTextContent(deleting);
      await userEvent.click(
        within(confirmation).getByRole('button', { name: text('Identity:Common:DeleteYes') }),
      );
      await toastShown(text('Identity:Roles:Deleted:Toast', 'OperationsOfficer'));
      await waitFor(() =>
        expect(
          within(canvasElement).queryByRole('rowheader', { name: 'OperationsOfficer' }),
        ).toBeNull(),
      );
    },
  };
}

export const DeleteEnglish = deleteStory(EN, 'Role OperationsOfficer will be deleted');
export const DeleteArabic = deleteStory(AR, 'سيُحذف الدور OperationsOfficer');

export const PermissionsOfRoleArabic: Story = permissionsOfStory(AR, 'Investor');
export const PermissionsOfRoleEnglish: Story = permissionsOfStory(EN, 'Investor');

/** A taken name comes back from the server under the field; what was typed stays. */
function duplicateRoleNameStory(
  globals: Globals,
  texts: { create: string; name: RegExp; publicRole: RegExp; save: string; taken: string },
): Story {
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      await userEvent.click(
        await within(canvasElement).findByRole('button', { name: texts.create }, { timeout: 5000 }),
      );
      const form = within(await findDialog(texts.create));
      const name = form.getByRole('textbox', { name: texts.name });
      await userEvent.type(name, 'investor');
      const isPublic = form.getByRole('checkbox', { name: texts.publicRole });
      await userEvent.click(isPublic);
      await userEvent.click(form.getByRole('button', { name: texts.save }));
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      await expect(name).toHaveAccessibleDescription(texts.taken);
      await expect(name).toHaveValue('investor');
      await expect(isPublic).toBeChecked();
      await animationsSettled();
    },
  };
}

export const DuplicateRoleNameArabic = duplicateRoleNameStory(AR, {
  create: 'دور جديد',
  name: /اسم الدور/,
  publicRole: /عام/,
  save: 'حفظ',
  taken: "اسم الدور 'investor' مأخوذ بالفعل.",
});
export const DuplicateRoleNameEnglish = duplicateRoleNameStory(EN, {
  create: 'New role',
  name: /Role name/,
  publicRole: /Public/,
  save: 'Save',
  taken: "Role name 'investor' is already taken.",
});

// ── Paging and sorting ────────────────────────────────────────────────────

/** The three seeded host roles and nine more: twelve, two pages of ten. */
function manyRolesBackend() {
  const backend = adminStoryBackend();
  backend.store.roles.push(
    ...Array.from({ length: 9 }, (_unused, index) => ({
      id: `7a3e9d10-5c2b-4f61-8d0e-0000000009${String(index + 1).padStart(2, '0')}`,
      tenantId: null,
      name: `Reviewer${String(index + 1).padStart(2, '0')}`,
      isDefault: false,
      isStatic: false,
      isPublic: true,
      concurrencyStamp: `reviewer-stamp-${index}`,
    })),
  );
  return backend;
}

export const PagingArabic: Story = pagingStory(AR, manyRolesBackend().handlers, {
  backToFirst: false,
});
export const PagingEnglish: Story = pagingStory(EN, manyRolesBackend().handlers, {
  backToFirst: false,
});

/** The role name header cycles ascending, descending, unsorted; each asks the server. */
function sortingStory(globals: Globals, texts: { name: RegExp }): Story {
  const sortings: (string | null)[] = [];
  // Notes the sorting of each list request and lets the real backend answer it.
  const spy = http.get(`*${ROLES}`, ({ request }) => {
    sortings.push(new URL(request.url).searchParams.get('sorting'));
  });
  return {
    globals,
    parameters: { msw: { handlers: [spy, ...adminStoryBackend().handlers] } },
    play: async ({ canvasElement }) => {
      sortings.length = 0;
      const rows = within(await table(canvasElement));
      await rows.findByRole('rowheader', { name: 'admin' });
      const header = rows.getByRole('columnheader', { name: texts.name });
      const names = () => rows.getAllByRole('rowheader').map((cell) => cell.textContent);
      await expect(header).not.toHaveAttribute('aria-sort');

      await userEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() => expect(sortings.at(-1)).toBe('name asc'));
      await waitFor(() => expect(names()[0]).toBe('admin'));
      const ascending = names();

      await userEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
      await waitFor(() => expect(sortings.at(-1)).toBe('name desc'));
      await waitFor(() => expect(names()).toEqual([...ascending].reverse()));

      await userEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).not.toHaveAttribute('aria-sort'));
      await waitFor(() => expect(sortings.at(-1)).toBeNull());
    },
  };
}

export const SortingArabic = sortingStory(AR, { name: /اسم الدور/ });
export const SortingEnglish = sortingStory(EN, { name: /Role name/ });
