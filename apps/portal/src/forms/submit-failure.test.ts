import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import type { ErrorOption } from 'react-hook-form';
import { explainSubmitFailure } from './submit-failure';

const request = new Request('http://localhost/api/app/investor', { method: 'POST' });

function failure(status: number, body: object) {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', _AbpErrorFormat: 'true' },
  });
  return new HTTPError(response, request, {} as never);
}

function fakeForm(values: object) {
  const errors: { name: string; error: ErrorOption }[] = [];
  return {
    errors,
    getValues: () => values,
    setError: (name: string, error: ErrorOption) => errors.push({ name, error }),
  };
}

// Keys come back as themselves, with their parameters, so the test reads what was asked for.
const t = (key: string, ...params: unknown[]) =>
  params.length > 0 ? `${key}(${params.join(',')})` : key;

describe('explainSubmitFailure', () => {
  it('puts validation errors under their fields and has nothing more to say', async () => {
    const form = fakeForm({ nationalId: '' });
    const error = failure(400, {
      error: {
        message: 'Your request is not valid!',
        validationErrors: [{ message: 'Taken.', members: ['nationalId'] }],
      },
    });
    await expect(explainSubmitFailure(form, error, t, 'en')).resolves.toBeNull();
    expect(form.errors).toHaveLength(1);
    expect(form.errors[0]?.name).toBe('nationalId');
  });

  it('says what belongs to no field', async () => {
    const form = fakeForm({ nationalId: '' });
    const error = failure(400, {
      error: {
        message: 'Your request is not valid!',
        validationErrors: [{ message: 'Captcha failed.', members: ['captcha'] }],
      },
    });
    await expect(explainSubmitFailure(form, error, t, 'en')).resolves.toBe('Captcha failed.');
    expect(form.errors).toEqual([]);
  });

  it('says what any other failure is, title and details', async () => {
    const error = failure(403, { error: { message: 'No.', details: 'Not yours.' } });
    await expect(explainSubmitFailure(fakeForm({}), error, t, 'en')).resolves.toBe(
      'No. — Not yours.',
    );
  });
});
