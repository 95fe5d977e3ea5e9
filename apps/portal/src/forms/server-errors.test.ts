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
});
