import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withPasswordConfirmation } from './password-confirmation';

const schema = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().min(1),
    newPassword: z.string(),
    confirmNewPassword: z.string(),
  }),
);

const issuesOf = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('withPasswordConfirmation', () => {
  it('accepts a repeated password', () => {
    expect(
      issuesOf({ currentPassword: 'x', newPassword: 'a1B*', confirmNewPassword: 'a1B*' }),
    ).toEqual([]);
  });

  it("puts 'Passwords do not match.' under the confirmation", () => {
    expect(
      issuesOf({ currentPassword: 'x', newPassword: 'a1B*', confirmNewPassword: 'a1B' }),
    ).toEqual([['confirmNewPassword', '::Form:Validation:PasswordMismatch']]);
  });

  it('reports the mismatch while other fields are still invalid', () => {
    expect(
      issuesOf({ currentPassword: '', newPassword: 'a1B*', confirmNewPassword: '' }),
    ).toContainEqual(['confirmNewPassword', '::Form:Validation:PasswordMismatch']);
  });
});
