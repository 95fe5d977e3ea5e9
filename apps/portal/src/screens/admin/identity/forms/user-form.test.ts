import { describe, expect, it } from 'vitest';
import type { IdentityUser } from '@sahm/platform/admin';
import { createUserPayload, updateUserPayload, type UserFormValues } from './user-form';

const values: UserFormValues = {
  userName: 'layla',
  name: '',
  surname: '',
  email: 'layla@sahm.example',
  phoneNumber: '',
  password: '',
  isActive: true,
  lockoutEnabled: true,
  roleNames: ['Investor'],
};

const user = { concurrencyStamp: 'stamp-1' } as IdentityUser;

describe('the user dialog’s payload', () => {
  it('sends the role names only when the signed-in user may change roles (ADR 0494)', () => {
    expect(createUserPayload({ ...values, password: 'Str0ng!pw' }, true).roleNames).toEqual([
      'Investor',
    ]);
    expect(updateUserPayload(values, user, true).roleNames).toEqual(['Investor']);
    expect(createUserPayload({ ...values, password: 'Str0ng!pw' }, false)).not.toHaveProperty(
      'roleNames',
    );
    const update = updateUserPayload(values, user, false);
    expect(update).not.toHaveProperty('roleNames');
    expect(update).toMatchObject({ userName: 'layla', concurrencyStamp: 'stamp-1' });
  });
});
