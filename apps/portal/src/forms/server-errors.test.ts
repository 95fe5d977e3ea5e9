import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import type { ErrorOption } from 'react-hook-form';
import { applyServerValidationErrors } from './server-errors';

function validationFailure(validationErrors: { message: string; members: string[] }[]) {
  const request = new Request('http://localhost/api/account/register', { method: 'POST' });
  const response = new Response(
    JSON.stringify({ error: { message: 'Your request is not valid!', validationErrors } }),
    { status: 400, headers: { 'content-type': 'application/json', _AbpErrorFormat: 'true' } },
  );
  return new HTTPError(response, request, {} as never);
}

/** An ABP error answer exactly as DefaultExceptionToErrorInfoConverter writes one. */
function abpFailure(status: number, error: object) {
  const request = new Request('http://localhost/api/identity/users', { method: 'POST' });
  const response = new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', _AbpErrorFormat: 'true' },
  });
  return new HTTPError(response, request, {} as never);
}

function fakeForm(values: object) {
  const calls: { name: string; error: ErrorOption; focus: boolean }[] = [];
  return {
    calls,
    getValues: () => values,
    setError: (name: string, error: ErrorOption, options?: { shouldFocus: boolean }) =>
      calls.push({ name, error, focus: Boolean(options?.shouldFocus) }),
  };
}

describe('applyServerValidationErrors', () => {
  it('keeps every message of a field, focuses the first field and returns the unknown ones', async () => {
    const form = fakeForm({ userName: '', password: '' });
    const result = await applyServerValidationErrors(
      form,
      validationFailure([
        { message: 'Passwords must be at least 6 characters.', members: ['Password'] },
        { message: "Passwords must have at least one digit ('0'-'9').", members: ['password'] },
        { message: "User name 'x' is already taken.", members: ['userName'] },
        { message: 'Captcha failed.', members: ['captcha'] },
      ]),
    );

    expect(result).toEqual({ isValidationError: true, unmatched: ['Captcha failed.'] });
    expect(form.calls).toEqual([
      {
        name: 'password',
        error: {
          type: 'server',
          message: 'Passwords must be at least 6 characters.',
          types: {
            server0: 'Passwords must be at least 6 characters.',
            server1: "Passwords must have at least one digit ('0'-'9').",
          },
        },
        focus: true,
      },
      {
        name: 'userName',
        error: {
          type: 'server',
          message: "User name 'x' is already taken.",
          types: { server0: "User name 'x' is already taken." },
        },
        focus: false,
      },
    ]);
  });

  it('leaves other failures to the caller', async () => {
    const form = fakeForm({ userName: '' });
    const result = await applyServerValidationErrors(form, new Error('offline'));
    expect(result).toEqual({ isValidationError: false, unmatched: [] });
    expect(form.calls).toEqual([]);
  });

  it("puts ABP's own 400 sentences under their camel-cased members, as they are", async () => {
    const form = fakeForm({ userName: '', email: '', roleNames: [] });
    const result = await applyServerValidationErrors(
      form,
      abpFailure(400, {
        code: null,
        message: 'طلبك غير صحيح!',
        details:
          'تم الكشف عن الأخطاء التالية أثناء التحقق .\r\n - الحقل UserName إجباري.\r\n - الحقل Email لا يمثل عنوان بريد إلكتروني صالح.\r\n',
        data: null,
        validationErrors: [
          { message: 'الحقل UserName إجباري.', members: ['userName'] },
          { message: 'الحقل Email لا يمثل عنوان بريد إلكتروني صالح.', members: ['email'] },
          { message: "The value 'x' is not valid for RoleNames.", members: ['roleNames[0]'] },
          { message: 'The input field is required.', members: null },
        ],
      }),
    );
    expect(result).toEqual({
      isValidationError: true,
      unmatched: ['The input field is required.'],
    });
    expect(form.calls.map(({ name, error }) => [name, error.message])).toEqual([
      ['userName', 'الحقل UserName إجباري.'],
      ['email', 'الحقل Email لا يمثل عنوان بريد إلكتروني صالح.'],
      ['roleNames.0', "The value 'x' is not valid for RoleNames."],
    ]);
  });

  it('puts a one-field business rule (403 with a code, no members) under that field', async () => {
    const duplicate = {
      code: 'Volo.Abp.Identity:DuplicateUserName',
      message: "Username 'admin' is already taken.",
      details: null,
      data: { 0: 'admin' },
      validationErrors: null,
    };
    const form = fakeForm({ userName: '', email: '' });
    expect(await applyServerValidationErrors(form, abpFailure(403, duplicate))).toEqual({
      isValidationError: true,
      unmatched: [],
    });
    expect(form.calls).toEqual([
      {
        name: 'userName',
        error: {
          type: 'server',
          message: "Username 'admin' is already taken.",
          types: { server0: "Username 'admin' is already taken." },
        },
        focus: true,
      },
    ]);

    // The password rules go to whichever password field the form has.
    const change = fakeForm({ currentPassword: '', newPassword: '' });
    await applyServerValidationErrors(
      change,
      abpFailure(403, { ...duplicate, code: 'Volo.Abp.Identity:PasswordTooShort', message: 'x' }),
    );
    expect(change.calls.map((call) => call.name)).toEqual(['newPassword']);
  });

  it('leaves a business rule to the caller when it names no field of the form', async () => {
    const form = fakeForm({ name: '' });
    const selfDeletion = abpFailure(403, {
      code: 'Volo.Abp.Identity:010001',
      message: 'You can not delete your own account!',
      details: null,
      data: {},
      validationErrors: null,
    });
    expect(await applyServerValidationErrors(form, selfDeletion)).toEqual({
      isValidationError: false,
      unmatched: [],
    });
    expect(form.calls).toEqual([]);
  });
});
