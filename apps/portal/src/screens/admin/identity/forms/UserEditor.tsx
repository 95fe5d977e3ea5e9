import { Badge, Flex, Grid, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import type { IdentityRole, IdentityUser } from '@sahm/platform/admin';
import { useLocalization } from '@sahm/platform';
import { Field, showToast } from '@sahm/ui';
import { useAdminApi } from '../../../../admin/use-admin-api';
import { CheckboxField, CheckboxGroupField, TextField } from '../../../../forms/fields';
import { useSahmForm } from '../../../../forms/use-sahm-form';
import { FormModal } from '../../../../forms/FormModal';
import { editorModalLabels } from './editor-labels';
import {
  createUserFormSchema,
  createUserPayload,
  editUserDefaults,
  editUserFormSchema,
  newUserDefaults,
  updateUserPayload,
} from './user-form';
import { handlesErrors } from '../../../../shell/http-errors';

const U = (key: string) => `::Identity:Users:${key}`;

/** What the dialog opens with: read fresh when it opens, so the concurrency stamp is current. */
export type UserEditorData = {
  /**
   * Whether the signed-in user holds AbpIdentity.Users.Update.ManageRoles: without it ABP ignores
   * role names, so the roles are shown read-only and never sent (ADR 0494).
   */
  canManageRoles: boolean;
  /** Empty without `canManageRoles`: ABP's own dialogs do not read them then either. */
  assignableRoles: readonly IdentityRole[];
  /** Absent for a new user. */
  user?: { user: IdentityUser; roles: readonly IdentityRole[] };
};

/** Creates a user, or edits one: its details, password, flags and roles (ABP's user modal). */
export function UserEditor({ data, onClose }: { data: UserEditorData; onClose: () => void }) {
  const { t } = useLocalization();
  const { mutations } = useAdminApi();
  const create = useMutation({ ...mutations.createUser(), ...handlesErrors });
  const update = useMutation({ ...mutations.updateUser(), ...handlesErrors });
  const editing = data.user;
  const sahm = useSahmForm({
    schema: editing ? editUserFormSchema : createUserFormSchema,
    defaultValues: editing
      ? editUserDefaults(editing.user, editing.roles)
      : newUserDefaults(data.assignableRoles),
    onSubmit: async (values) => {
      if (editing) {
        const saved = await update.mutateAsync({
          id: editing.user.id,
          input: updateUserPayload(values, editing.user, data.canManageRoles),
        });
        showToast({ severity: 'success', message: t(U('Saved:Toast'), saved.userName) });
      } else {
        const created = await create.mutateAsync(createUserPayload(values, data.canManageRoles));
        showToast({ severity: 'success', message: t(U('Created:Toast'), created.userName) });
      }
      onClose();
    },
  });
  const ltr = { dir: 'ltr', spellCheck: false } as const;
  return (
    <FormModal
      labels={editorModalLabels(t)}
      title={editing ? t(U('EditTitle'), editing.user.userName) : t(U('CreateTitle'))}
      sahm={sahm}
      onClose={onClose}
    >
      <TextField
        name="userName"
        label={t(U('UserName'))}
        required
        inputProps={{ ...ltr, autoComplete: 'off' }}
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <TextField name="name" label={t(U('Name'))} inputProps={{ autoComplete: 'off' }} />
        <TextField name="surname" label={t(U('Surname'))} inputProps={{ autoComplete: 'off' }} />
      </Grid>
      <TextField
        name="email"
        label={t(U('Email'))}
        required
        inputProps={{ ...ltr, type: 'email', autoComplete: 'off' }}
      />
      <TextField
        name="phoneNumber"
        label={t(U('Phone'))}
        inputProps={{ ...ltr, type: 'tel', autoComplete: 'off' }}
      />
      <TextField
        name="password"
        label={t(U('Password'))}
        required={!editing}
        hint={t(U(editing ? 'PasswordHintEdit' : 'PasswordHintCreate'))}
        inputProps={{ ...ltr, type: 'password', autoComplete: 'new-password' }}
      />
      <CheckboxField name="isActive" label={t(U('IsActive'))} />
      <CheckboxField name="lockoutEnabled" label={t(U('LockoutEnabled'))} />
      {!data.canManageRoles ? (
        <ReadOnlyRoles roles={editing ? editing.roles : null} />
      ) : data.assignableRoles.length > 0 ? (
        <CheckboxGroupField
          name="roleNames"
          label={t(U('Roles'))}
          hint={editing ? undefined : t(U('RolesHint'))}
          options={data.assignableRoles.map((role) => ({ value: role.name, label: role.name }))}
        />
      ) : (
        <Text as="p" color="gray" size="2">
          {t(U('NoRoles'))}
        </Text>
      )}
    </FormModal>
  );
}

/**
 * The roles as text, with why they cannot be changed: a user's (null for a new user, who will
 * have none). No disabled checkboxes: nothing here looks as if it could be ticked.
 */
function ReadOnlyRoles({ roles }: { roles: readonly IdentityRole[] | null }) {
  const { t } = useLocalization();
  const id = 'user-roles-read-only';
  const empty = roles === null ? U('NewUserHasNoRoles') : U('UserHasNoRoles');
  return (
    <Field
      id={id}
      label={t(U('Roles'))}
      labelKind="group"
      hint={t(U(roles === null ? 'RolesNotAssignableHint' : 'RolesReadOnlyHint'))}
    >
      {roles && roles.length > 0 ? (
        <Flex
          asChild
          gap="2"
          wrap="wrap"
          m="0"
          p="0"
          style={{ listStyle: 'none' }}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
        >
          <ul>
            {roles.map((role) => (
              <li key={role.id}>
                <Badge variant="soft" color="gray" highContrast size="2">
                  {role.name}
                </Badge>
              </li>
            ))}
          </ul>
        </Flex>
      ) : (
        <Text as="p" size="2" color="gray">
          {t(empty)}
        </Text>
      )}
    </Field>
  );
}
