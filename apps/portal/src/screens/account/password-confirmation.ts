import { z } from 'zod/mini';

/** SPEC §5 passwordMismatch: the confirmation must repeat the new password, shown under it. */
export function withPasswordConfirmation<
  TSchema extends z.ZodMiniType<{ newPassword: string; confirmNewPassword: string }>,
>(schema: TSchema): TSchema {
  return schema.check(
    z.refine((values) => values.newPassword === values.confirmNewPassword, {
      path: ['confirmNewPassword'],
      message: '::Form:Validation:PasswordMismatch',
      // Also while other fields are still invalid: the mismatch shows as soon as it exists.
      when: () => true,
    }),
  );
}
