import ky, { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/create-http-client';
import { describeHttpError } from './describe-http-error';
import { readHttpError } from './read-http-error';
import {
  memberToFieldPath,
  parseValidationErrors,
  splitValidationMessage,
} from './parse-validation-errors';

/** A real ky failure: the request goes through ky with a fetch answering `response`. */
async function failWith(response: Response | Error): Promise<unknown> {
  return ky
    .get('http://api.test/api/app/thing', {
      retry: 0,
      fetch: async () => {
        if (response instanceof Error) throw response;
        return response;
      },
    })
    .then(() => {
      throw new Error('expected the request to fail');
    })
    .catch((error: unknown) => error);
}

const abpResponse = (status: number, error: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json', _AbpErrorFormat: 'true', ...headers },
  });

const describeFailure = async (
  response: Response | Error,
  options?: Parameters<typeof describeHttpError>[1],
) => describeHttpError(await readHttpError(await failWith(response)), options);

describe('describeHttpError (SPEC §8)', () => {
  it('is given real ky HTTPErrors', async () => {
    expect(await failWith(new Response(null, { status: 418 }))).toBeInstanceOf(HTTPError);
  });

  it('shows the Arabic "an error occurred" toast for a bare fetch TypeError (outside the client)', async () => {
    const result = await describeFailure(new TypeError('Failed to fetch'));
    expect(result).toMatchObject({
      show: 'toast',
      status: 0,
      titleKey: '::AnErrorOccurred',
      title: { text: 'حدث خطأ' },
      homeLink: false,
    });
  });

  it("shows the toast, not the page, when ky's timeout ran out (status 0 without 'Unknown Error')", async () => {
    const hanging = ky.get('http://api.test/api/app/slow', {
      retry: 0,
      timeout: 10,
      fetch: () => new Promise<Response>(() => {}),
    });
    const error = await hanging.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(describeHttpError(await readHttpError(error))).toMatchObject({
      show: 'toast',
      status: 0,
      titleKey: '::AnErrorOccurred',
    });
  });

  it("shows the page for the HTTP client's request that got no response: 'Unknown Error' (ADR 0141)", async () => {
    const client = createHttpClient({
      baseUrl: 'http://api.test/',
      getAccessToken: () => null,
      getLanguage: () => 'en',
      getTenantId: () => null,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await client.post('api/app/thing').catch((caught: unknown) => caught);
    const info = await readHttpError(error);
    expect(info).toMatchObject({ kind: 'network', status: 0, statusText: 'Unknown Error' });
    expect(describeHttpError(info)).toMatchObject({
      show: 'page',
      status: 0,
      title: { key: 'AbpUi::DefaultErrorMessage', text: 'An error has occurred!' },
      details: { key: '::NetworkError:Details' },
      technicalDetails: 'Failed to fetch',
      homeLink: false,
    });
  });

  it("explains status 0 'Unknown Error' in the page's words, the raw message only as a technical detail, no Home link (ADR 0432)", () => {
    const result = describeHttpError({
      status: 0,
      statusText: 'Unknown Error',
      message: 'Http failure response for http://api.test: 0 Unknown Error',
    });
    expect(result).toMatchObject({
      show: 'page',
      status: 0,
      titleKey: 'AbpUi::DefaultErrorMessage',
      title: { text: 'An error has occurred!' },
      detailsKey: '::NetworkError:Details',
      details: {
        key: '::NetworkError:Details',
        text: 'The server could not be reached, so this did not complete. Check your connection, then try again.',
      },
      technicalDetails: 'Http failure response for http://api.test: 0 Unknown Error',
      homeLink: false,
    });
  });

  describe('ABP error format', () => {
    it('titles the confirmation with the message when details exist', async () => {
      const result = await describeFailure(
        abpResponse(403, { message: 'Cannot delete', details: 'The wallet has a balance.' }),
      );
      expect(result).toMatchObject({
        show: 'confirmation',
        status: 403,
        titleKey: null,
        title: { text: 'Cannot delete' },
        details: { key: null, text: 'The wallet has a balance.' },
        navigateToLogin: false,
      });
    });

    it('uses the default title and the message as details when there are no details', async () => {
      const result = await describeFailure(
        abpResponse(400, { message: 'Your request is not valid!' }),
      );
      expect(result).toMatchObject({
        show: 'confirmation',
        titleKey: 'AbpUi::DefaultErrorMessage',
        details: { key: null, text: 'Your request is not valid!' },
      });
    });

    it('falls back to the default texts for an empty error object', async () => {
      const result = await describeFailure(abpResponse(409, {}));
      expect(result).toMatchObject({
        show: 'confirmation',
        titleKey: 'AbpUi::DefaultErrorMessage',
        detailsKey: 'AbpUi::DefaultErrorMessageDetail',
      });
    });

    it('goes to login after the confirmation on 401', async () => {
      const result = await describeFailure(abpResponse(401, { message: 'Unauthorized' }));
      expect(result).toMatchObject({ show: 'confirmation', status: 401, navigateToLogin: true });
    });

    it('is recognised from a bare HTTPError whose body was not read', async () => {
      const error = await failWith(abpResponse(403, { message: 'x', details: 'y' }));
      expect(describeHttpError(error)).toMatchObject({
        show: 'confirmation',
        titleKey: 'AbpUi::DefaultErrorMessage',
      });
    });
  });

  it.each([
    [401, 'AbpUi::DefaultErrorMessage401', 'You are not authenticated!'],
    [403, 'AbpUi::DefaultErrorMessage403', 'You are not authorized!'],
    [404, 'AbpUi::DefaultErrorMessage404', 'Resource not found!'],
    [500, 'AbpUi::DefaultErrorMessage500', 'Internal server error'],
  ])('shows the %i page with a Home link', async (status, titleKey, text) => {
    const result = await describeFailure(new Response('oops', { status }));
    expect(result).toMatchObject({
      show: 'page',
      status,
      titleKey,
      detailsKey: `${titleKey}Detail`,
      title: { text },
      homeLink: true,
      navigateToLogin: false,
    });
  });

  it('uses the exact SPEC §8 texts for the page details', async () => {
    const details = async (status: number) =>
      (await describeFailure(new Response(null, { status }))).details?.text;
    expect(await details(401)).toBe(
      'You should be authenticated (sign in) in order to perform this operation.',
    );
    expect(await details(403)).toBe('You are not allowed to perform this operation.');
    expect(await details(404)).toBe('The resource requested could not found on the server.');
    expect(await details(500)).toBe('Error detail not sent by server.');
  });

  it('keeps the 403 and 500 pages without a custom screen: SPEC §8 names only a page for them', async () => {
    const options = { customErrorStatuses: [] };
    for (const status of [403, 500]) {
      expect(await describeFailure(new Response(null, { status }), options)).toMatchObject({
        show: 'page',
        status,
        homeLink: true,
      });
    }
  });

  it('shows a confirmation instead of a page when 401 or 404 has no custom screen; 401 then logs in', async () => {
    const options = { customErrorStatuses: [500] };
    expect(await describeFailure(new Response(null, { status: 404 }), options)).toMatchObject({
      show: 'confirmation',
      titleKey: 'AbpUi::DefaultErrorMessage404',
      navigateToLogin: false,
    });
    expect(await describeFailure(new Response(null, { status: 401 }), options)).toMatchObject({
      show: 'confirmation',
      titleKey: 'AbpUi::DefaultErrorMessage401',
      navigateToLogin: true,
    });
  });

  it.each([400, 409, 422, 502, 503])(
    "shows 'An error has occurred!' / 'Error detail not sent by server.' for %i",
    async (status) => {
      const result = await describeFailure(new Response(null, { status }));
      expect(result).toMatchObject({
        show: 'confirmation',
        status,
        title: { key: 'AbpUi::DefaultErrorMessage', text: 'An error has occurred!' },
        details: {
          key: 'AbpUi::DefaultErrorMessageDetail',
          text: 'Error detail not sent by server.',
        },
      });
    },
  );

  it('does not handle statuses listed in skipHandledErrorCodes', async () => {
    const options = { skipHandledErrorCodes: [404, 400] };
    expect(await describeFailure(new Response(null, { status: 404 }), options)).toMatchObject({
      show: 'none',
      status: 404,
    });
    expect(await describeFailure(abpResponse(400, { message: 'invalid' }), options)).toMatchObject({
      show: 'none',
    });
    expect(await describeFailure(new Response(null, { status: 500 }), options)).toMatchObject({
      show: 'page',
    });
  });

  it('clears the tenant and logs out on Abp-Tenant-Resolve-Error, showing nothing', async () => {
    const result = await describeFailure(
      abpResponse(404, { message: 'Tenant not found' }, { 'Abp-Tenant-Resolve-Error': 'x' }),
    );
    expect(result).toMatchObject({ show: 'none', clearTenantAndLogout: true });
  });

  it('leaves errors that are not about HTTP to the caller', () => {
    expect(describeHttpError(new Error('bug'))).toMatchObject({ show: 'none' });
    expect(describeHttpError('weird')).toMatchObject({ show: 'none' });
  });
});

describe('parseValidationErrors (SPEC §5, contract §13)', () => {
  it('splits [params] off a key, one entry per member', async () => {
    const error = await failWith(
      abpResponse(400, {
        message: 'Your request is not valid!',
        validationErrors: [
          { message: 'Sahm::InvalidNationalId[10, 12]', members: ['nationalId'] },
          { message: 'The UserName field is required.', members: ['userName', 'email'] },
          { message: 'Sahm::General[a]', members: [] },
        ],
      }),
    );
    const { body } = await readHttpError(error);
    expect(parseValidationErrors(body)).toEqual([
      {
        member: 'nationalId',
        field: 'nationalId',
        key: 'Sahm::InvalidNationalId',
        params: ['10', '12'],
      },
      { member: 'userName', field: 'userName', key: 'The UserName field is required.', params: [] },
      { member: 'email', field: 'email', key: 'The UserName field is required.', params: [] },
      { member: '', field: '', key: 'Sahm::General', params: ['a'] },
    ]);
  });

  it("reads ABP's own 400 as it is sent: sentences kept whole, members mapped to fields", async () => {
    // DefaultExceptionToErrorInfoConverter's body for an invalid IdentityUserCreateDto, in Arabic.
    const error = await failWith(
      abpResponse(400, {
        code: null,
        message: 'طلبك غير صحيح!',
        details:
          "تم الكشف عن الأخطاء التالية أثناء التحقق .\r\n - الحقل UserName إجباري.\r\n - The field Address must match the regular expression '^[a-z]+$'.\r\n",
        data: null,
        validationErrors: [
          { message: 'الحقل UserName إجباري.', members: ['userName'] },
          {
            message: "The field Address must match the regular expression '^[a-z]+$'.",
            members: ['address.PostalCode'],
          },
          { message: "The value 'x' is not valid for RoleNames.", members: ['roleNames[0]'] },
          { message: 'The input field is required.', members: null },
        ],
      }),
    );
    const parsed = parseValidationErrors((await readHttpError(error)).body);
    expect(parsed).toEqual([
      { member: 'userName', field: 'userName', key: 'الحقل UserName إجباري.', params: [] },
      {
        member: 'address.PostalCode',
        field: 'address.postalCode',
        key: "The field Address must match the regular expression '^[a-z]+$'.",
        params: [],
      },
      {
        member: 'roleNames[0]',
        field: 'roleNames.0',
        key: "The value 'x' is not valid for RoleNames.",
        params: [],
      },
      { member: '', field: '', key: 'The input field is required.', params: [] },
    ]);
  });

  it('answers nothing for bodies without validation errors', () => {
    expect(parseValidationErrors(null)).toEqual([]);
    expect(parseValidationErrors({ error: { message: 'x' } })).toEqual([]);
    expect(parseValidationErrors('text')).toEqual([]);
    expect(parseValidationErrors({ error: { validationErrors: [{ members: ['a'] }] } })).toEqual(
      [],
    );
  });

  it('keeps brackets that are not a trailing parameter list, and sentences that end in one', () => {
    expect(splitValidationMessage('Use [x] here')).toEqual({ key: 'Use [x] here', params: [] });
    expect(splitValidationMessage('Key[]')).toEqual({ key: 'Key', params: [] });
    expect(splitValidationMessage('Choose one of [a, b]')).toEqual({
      key: 'Choose one of [a, b]',
      params: [],
    });
  });

  it('turns members into form paths', () => {
    expect(memberToFieldPath('UserName')).toBe('userName');
    expect(memberToFieldPath('$.isActive')).toBe('isActive');
    expect(memberToFieldPath('Items[2].Name')).toBe('items.2.name');
  });
});

describe("describeHttpError on ABP's other error answers", () => {
  it('a business rule (403 with a code) confirms with its localized sentence under the default title', async () => {
    const result = await describeFailure(
      abpResponse(403, {
        code: 'Volo.Abp.Identity:DuplicateUserName',
        message: "Username 'admin' is already taken.",
        details: null,
        data: { 0: 'admin' },
        validationErrors: null,
      }),
    );
    expect(result).toMatchObject({
      show: 'confirmation',
      status: 403,
      title: { key: 'AbpUi::DefaultErrorMessage' },
      details: { key: null, text: "Username 'admin' is already taken." },
    });
  });

  it('a sorting ABP cannot apply (500 with the generic sentence) confirms with that sentence', async () => {
    const result = await describeFailure(
      abpResponse(500, {
        code: null,
        message: 'An internal error occurred during your request!',
        details: null,
        data: null,
        validationErrors: null,
      }),
    );
    expect(result).toMatchObject({
      show: 'confirmation',
      status: 500,
      details: { key: null, text: 'An internal error occurred during your request!' },
    });
  });

  it("a policy refusal (ABP's bodiless 401 and 403) shows the catalogue's page", async () => {
    const challenge = new Response(null, {
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    expect(await describeFailure(challenge)).toMatchObject({ show: 'page', status: 401 });
    expect(await describeFailure(new Response(null, { status: 403 }))).toMatchObject({
      show: 'page',
      status: 403,
    });
  });
});
