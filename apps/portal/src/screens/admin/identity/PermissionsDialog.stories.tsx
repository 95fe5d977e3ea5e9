import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ROLE_NAMES, SEEDED_IDS, abpError } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../../testing/story-platform';
import * as formTexts from '../../../forms/texts';
import { outage } from '../../../testing/outage';
import { PermissionsDialog } from './PermissionsDialog';
import {
  AR,
  EN,
  type Globals,
  adminPortal,
  findDialog,
  neverAnswers,
  resetDialogHosts,
  textsOf,
  toastShown,
  withDialogHosts,
  writeNeverAnswers,
} from './story-helpers';

const PERMISSIONS = '/api/permission-management/permissions';
const CONFIGURATION = '/api/abp/application-configuration';

const officerRole = {
  providerName: 'R',
  providerKey: ROLE_NAMES.operationsOfficer,
  entityName: ROLE_NAMES.operationsOfficer,
} as const;

/** What Save sent, and how often the configuration was read, while the real backend answers. */
function spiedBackend() {
  const backend = adminStoryBackend();
  const sent: unknown[] = [];
  let configurationReads = 0;
  const spies = [
    http.put(`*${PERMISSIONS}`, async ({ request }) => {
      sent.push(await request.clone().json());
    }),
    http.get(`*${CONFIGURATION}`, () => {
      configurationReads += 1;
    }),
  ];
  return {
    ...backend,
    sent,
    configurationReads: () => configurationReads,
    handlers: [...spies, ...backend.handlers],
  };
}

/** The Investor role grants emailing settings, so a user holding it sees that grant read-only. */
function inheritedGrantBackend() {
  const backend = adminStoryBackend();
  backend.store.permissionGrants.push({
    tenantId: null,
    providerName: 'R',
    providerKey: ROLE_NAMES.investor,
    name: 'SettingManagement.Emailing',
  });
  return backend;
}

const grantsOf = (store: ReturnType<typeof adminStoryBackend>['store'], key: string) =>
  store.permissionGrants
    .filter(
      (grant) => grant.tenantId === null && grant.providerName === 'R' && grant.providerKey === key,
    )
    .map((grant) => grant.name);

const openDialog = (name: RegExp) => findDialog(name);
const checkbox = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).findByRole('checkbox', { name }, { timeout: 5000 });
const section = (dialog: HTMLElement, name: string) =>
  within(dialog).findByRole('region', { name }, { timeout: 5000 });

const meta = {
  title: 'Portal/Screens/Admin/PermissionsDialog',
  component: PermissionsDialog,
  decorators: [withDialogHosts, withPortalPlatform],
  beforeEach: resetDialogHosts,
  args: { ...officerRole, onClose: fn() },
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: adminPortal('/identity/roles'),
  },
} satisfies Meta<typeof PermissionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The permission tree's names as the server words them (the mock backend's Arabic and English). */
const SERVER_WORDS = {
  ar: {
    identity: 'إدارة الهوية',
    settings: 'إدارة الإعدادات',
    roles: 'إدارة الأدوار',
    users: 'إدارة المستخدمين',
    create: 'إنشاء',
    delete: 'حذف',
    emailing: 'البريد الإلكتروني',
  },
  en: {
    identity: 'Identity management',
    settings: 'Setting management',
    roles: 'Role management',
    users: 'User management',
    create: 'Create',
    delete: 'Delete',
    emailing: 'Emailing',
  },
};

/** The dialog's name for a user or role, matched in part. */
const dialogOf = (globals: Globals, entity: string) =>
  new RegExp(textsOf(globals)('Identity:Permissions:Title', entity));
const officerDialog = (globals: Globals) => dialogOf(globals, ROLE_NAMES.operationsOfficer);

/** "Grant all" ticks every group and permission; Save stores them and closes. */
function grantAllStory(globals: Globals): Story {
  const text = textsOf(globals);
  const server = SERVER_WORDS[globals.locale];
  const texts = {
    dialog: officerDialog(globals),
    grantAll: text('Identity:Permissions:GrantAll'),
    identity: server.identity,
    selectAllIdentity: text('Identity:Permissions:SelectAllIn', server.identity),
    save: text('Identity:Common:Save'),
    saved: text('Identity:Permissions:Saved:Toast', ROLE_NAMES.operationsOfficer),
  };

  const backend = adminStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ args }) => {
      const dialog = await openDialog(texts.dialog);
      const all = await checkbox(dialog, texts.grantAll);
      await expect(all).toHaveAttribute('aria-checked', 'false');
      await userEvent.click(all);
      await expect(all).toHaveAttribute('aria-checked', 'true');
      const identity = await section(dialog, texts.identity);
      await expect(await checkbox(identity, texts.selectAllIdentity)).toBeChecked();
      for (const box of within(identity).getAllByRole('checkbox')) await expect(box).toBeChecked();
      await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
      await toastShown(texts.saved);
      await waitFor(() => expect(args.onClose).toHaveBeenCalled());
      await expect(grantsOf(backend.store, ROLE_NAMES.operationsOfficer)).toContain(
        'AbpIdentity.Users.ManagePermissions',
      );
    },
  };
}

export const GrantAllArabic = grantAllStory(AR);

export const GrantAllEnglish = grantAllStory(EN);

/** A group's "select all" grants the group; clearing one permission makes it mixed. */
function groupSelectAllStory(globals: Globals): Story {
  const text = textsOf(globals);
  const server = SERVER_WORDS[globals.locale];
  const texts = {
    dialog: officerDialog(globals),
    settings: server.settings,
    selectAll: text('Identity:Permissions:SelectAllIn', server.settings),
    // Emailing, its test mail child and account settings.
    count: text('Identity:Permissions:GrantedCount', 3, 3),
    grantAll: text('Identity:Permissions:GrantAll'),
  };

  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async () => {
      const dialog = await openDialog(texts.dialog);
      const settings = await section(dialog, texts.settings);
      const selectAll = await checkbox(settings, texts.selectAll);
      await userEvent.click(selectAll);
      await expect(selectAll).toHaveAttribute('aria-checked', 'true');
      await expect(settings).toHaveTextContent(texts.count);
      // Only one group is granted: "grant all" is mixed.
      await expect(await checkbox(dialog, texts.grantAll)).toHaveAttribute('aria-checked', 'mixed');
      // Clearing one permission makes its group mixed too.
      await userEvent.click(within(settings).getAllByRole('checkbox')[1]!);
      await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    },
  };
}

export const GroupSelectAllArabic = groupSelectAllStory(AR);

export const GroupSelectAllEnglish = groupSelectAllStory(EN);

/** Granting a child grants its parent; revoking the parent revokes its children. */
function childGrantsParentStory(globals: Globals): Story {
  const texts = { dialog: officerDialog(globals), ...SERVER_WORDS[globals.locale] };

  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async () => {
      const dialog = await openDialog(texts.dialog);
      const identity = await section(dialog, texts.identity);
      const roleManagement = await checkbox(identity, texts.roles);
      const [createRole] = within(identity).getAllByRole('checkbox', { name: texts.create });
      await userEvent.click(createRole!);
      await expect(createRole).toBeChecked();
      await expect(roleManagement).toBeChecked();
      await expect(within(identity).getByRole('checkbox', { name: texts.users })).not.toBeChecked();
      await userEvent.click(roleManagement);
      await expect(roleManagement).not.toBeChecked();
      await expect(createRole).not.toBeChecked();
    },
  };
}

export const ChildGrantsParentArabic = childGrantsParentStory(AR);

export const ChildGrantsParentEnglish = childGrantsParentStory(EN);

export const InheritedReadOnlyEnglish: Story = {
  globals: EN,
  args: { providerName: 'U', providerKey: SEEDED_IDS.users.investor, entityName: 'investor' },
  parameters: { msw: { handlers: inheritedGrantBackend().handlers } },
  play: async () => {
    const dialog = await openDialog(/Permissions of investor/);
    const emailing = await checkbox(dialog, 'Emailing');
    await expect(emailing).toBeChecked();
    await expect(emailing).toBeDisabled();
    await expect(emailing).toHaveAccessibleDescription('Granted by the role Investor');
    // "Grant all" off again leaves what another provider grants.
    const all = await checkbox(dialog, 'Grant all permissions');
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(emailing).toBeChecked();
  },
};

export const InheritedReadOnlyArabic: Story = {
  globals: AR,
  args: { providerName: 'U', providerKey: SEEDED_IDS.users.investor, entityName: 'investor' },
  parameters: { msw: { handlers: inheritedGrantBackend().handlers } },
  play: async () => {
    const dialog = await openDialog(/صلاحيات investor/);
    const settings = await section(dialog, 'إدارة الإعدادات');
    await expect(settings).toHaveTextContent('ممنوحة من الدور Investor');
  },
};

/**
 * Save sends only the permission that changed; the admin role is the signed-in user's, so the
 * application configuration is read again after saving.
 */
function saveSendsOnlyChangesStory(globals: Globals): Story {
  const texts = {
    dialog: dialogOf(globals, ROLE_NAMES.admin),
    identity: SERVER_WORDS[globals.locale].identity,
    delete: SERVER_WORDS[globals.locale].delete,
    save: textsOf(globals)('Identity:Common:Save'),
  };

  const backend = spiedBackend();
  return {
    globals,
    args: { providerName: 'R', providerKey: ROLE_NAMES.admin, entityName: ROLE_NAMES.admin },
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ args }) => {
      backend.sent.length = 0;
      const dialog = await openDialog(texts.dialog);
      const identity = await section(dialog, texts.identity);
      const deleteUser = within(identity).getAllByRole('checkbox', { name: texts.delete })[1]!;
      await expect(deleteUser).toBeChecked();
      const readsBefore = backend.configurationReads();
      await userEvent.click(deleteUser);
      await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
      await waitFor(() => expect(args.onClose).toHaveBeenCalled());
      await expect(backend.sent).toEqual([
        { permissions: [{ name: 'AbpIdentity.Users.Delete', isGranted: false }] },
      ]);
      await expect(backend.configurationReads()).toBeGreaterThan(readsBefore);
      await expect(grantsOf(backend.store, ROLE_NAMES.admin)).not.toContain(
        'AbpIdentity.Users.Delete',
      );
    },
  };
}

export const SaveSendsOnlyChangesArabic = saveSendsOnlyChangesStory(AR);

export const SaveSendsOnlyChangesEnglish = saveSendsOnlyChangesStory(EN);

function loadingStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: [neverAnswers(PERMISSIONS), ...adminStoryBackend().handlers] } },
    play: async () => {
      await openDialog(officerDialog(globals));
      await expect(
        await screen.findByRole('status', { name: text('Identity:Permissions:Loading') }),
      ).toBeVisible();
      await expect(
        screen.getByRole('button', { name: text('Identity:Common:Save') }),
      ).toBeDisabled();
    },
  };
}

export const LoadingEnglish = loadingStory(EN);
export const LoadingArabic = loadingStory(AR);

export const ErrorArabic: Story = {
  globals: AR,
  parameters: {
    msw: {
      handlers: [
        http.get(`*${PERMISSIONS}`, () => HttpResponse.json({}, { status: 500 })),
        ...adminStoryBackend().handlers,
      ],
    },
  },
  play: async () => {
    const dialog = await openDialog(/صلاحيات OperationsOfficer/);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('تعذّر تحميل الصلاحيات.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

function busyStory(globals: Globals): Story {
  const text = textsOf(globals);
  const grantAll = text('Identity:Permissions:GrantAll');
  return {
    globals,
    parameters: {
      msw: { handlers: [writeNeverAnswers('put', PERMISSIONS), ...adminStoryBackend().handlers] },
    },
    play: async () => {
      const dialog = await openDialog(officerDialog(globals));
      await userEvent.click(await checkbox(dialog, grantAll));
      await userEvent.click(
        within(dialog).getByRole('button', { name: text('Identity:Common:Save') }),
      );
      await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
      await expect(
        within(dialog).getByRole('button', { name: text('Identity:Common:Cancel') }),
      ).toBeDisabled();
      await expect(await checkbox(dialog, grantAll)).toBeDisabled();
    },
  };
}

export const BusyArabic = busyStory(AR);
export const BusyEnglish = busyStory(EN);

function dirtyCloseStory(globals: Globals): Story {
  const { emailing } = SERVER_WORDS[globals.locale];
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ args }) => {
      const dialog = await openDialog(officerDialog(globals));
      await userEvent.click(await checkbox(dialog, emailing));
      await userEvent.click(
        within(dialog).getByRole('button', { name: text('Identity:Common:Cancel') }),
      );
      const unsaved = globals === AR ? formTexts.ar : formTexts.en;
      const warning = await findDialog(unsaved['Form:Unsaved:Title'], 'alertdialog');
      await userEvent.click(
        within(warning).getByRole('button', { name: unsaved['Form:Unsaved:Discard'] }),
      );
      await waitFor(() => expect(args.onClose).toHaveBeenCalled());
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    },
  };
}

export const DirtyCloseEnglish = dirtyCloseStory(EN);
export const DirtyCloseArabic = dirtyCloseStory(AR);

/** A failed load offers Try again, which loads the tree once the server answers. */
const permissionsDown = outage(
  (resolve) => http.get(`*${PERMISSIONS}`, resolve),
  () => HttpResponse.json({}, { status: 500 }),
);

export const ErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [permissionsDown.handler, ...adminStoryBackend().handlers] } },
  beforeEach: permissionsDown.arm,
  play: async () => {
    const dialog = await openDialog(/Permissions of OperationsOfficer/);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('We could not load the permissions.');
    permissionsDown.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await checkbox(dialog, 'Grant all permissions')).toBeVisible();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** The server refuses the save in ABP's format: its words show in the dialog, which stays open. */
const refusingSave = () => [
  http.put(`*${PERMISSIONS}`, () => abpError(500, 'Permissions are locked for maintenance.')),
  ...adminStoryBackend().handlers,
];

function saveServerErrorStory(globals: Globals): Story {
  const texts = {
    dialog: officerDialog(globals),
    box: SERVER_WORDS[globals.locale].emailing,
    save: textsOf(globals)('Identity:Common:Save'),
  };

  return {
    globals,
    parameters: { msw: { handlers: refusingSave() } },
    play: async ({ args }) => {
      const dialog = await openDialog(texts.dialog);
      const box = await checkbox(dialog, texts.box);
      await userEvent.click(box);
      await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
      const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent('Permissions are locked for maintenance.');
      // Nothing the admin ticked is lost, and the dialog can be saved again.
      await expect(box).toBeChecked();
      await expect(within(dialog).getByRole('button', { name: texts.save })).toBeEnabled();
      await expect(args.onClose).not.toHaveBeenCalled();
    },
  };
}

export const SaveServerErrorArabic = saveServerErrorStory(AR);
export const SaveServerErrorEnglish = saveServerErrorStory(EN);
