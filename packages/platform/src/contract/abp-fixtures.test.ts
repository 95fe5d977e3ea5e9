import ky, { type KyInstance } from 'ky';
import { describe, expect, it } from 'vitest';
import type { AbpFixture } from '../../contract/abp/abp-fixture';
import { ABP_FIXTURES } from '../../contract/abp/fixtures';
import { createAccountClient } from '../account/account-client';
import { createAdminClient } from '../admin/admin-client';
import { createEmailSettingsClient } from '../admin/email-settings-client';
import { fetchApplicationConfiguration } from '../config/application-configuration-query';
import { describeHttpError } from '../errors/describe-http-error';
import { parseValidationErrors } from '../errors/parse-validation-errors';
import { readHttpError } from '../errors/read-http-error';
import { fetchApplicationLocalization } from '../i18n/application-localization-query';
import { findTenantById, findTenantByName } from '../tenant/find-tenant';

/**
 * Every ABP fixture (packages/platform/contract/abp, ADR 0330) read by the client the portal
 * uses for it, through a ky whose fetch answers with the fixture: a schema that rejects the answer
 * fails here, and so does a client that asks for another endpoint, query or body.
 */

const API = 'http://abp.test/';

interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** The fixture's answer as a real Response. */
function answerOf({ response }: AbpFixture): Response {
  const body =
    response.text ??
    (response.body === null || response.body === undefined ? null : JSON.stringify(response.body));
  return new Response(body, { status: response.status, headers: response.headers });
}

function httpAnswering(fixture: AbpFixture, sent: SentRequest[]): KyInstance {
  return ky.create({
    prefixUrl: API,
    retry: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      sent.push({
        method: request.method,
        url: new URL(request.url),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      });
      return answerOf(fixture);
    },
  });
}

const segment = (fixture: AbpFixture, index: number) =>
  fixture.request.path.split('/').filter(Boolean).at(index) ?? '';
const lastSegment = (fixture: AbpFixture) => segment(fixture, -1);
const query = (fixture: AbpFixture) => fixture.request.query ?? {};
const listQuery = (fixture: AbpFixture) =>
  Object.fromEntries(
    Object.entries(query(fixture)).map(([name, value]) => [
      name,
      /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );
const body = <T>(fixture: AbpFixture) => fixture.request.body as T;

type Reader = (http: KyInstance, fixture: AbpFixture) => Promise<unknown>;

/** The client call that reads each kind of answer, as the portal makes it. */
const READERS: Record<string, Reader> = {
  applicationConfiguration: (http) => fetchApplicationConfiguration(http),
  applicationLocalization: (http, f) =>
    fetchApplicationLocalization(http, query(f).cultureName ?? ''),
  'tenant.findByName': (http, f) => findTenantByName(http, lastSegment(f)),
  'tenant.findById': (http, f) => findTenantById(http, lastSegment(f)),
  'account.register': (http, f) => createAccountClient(http).register(body(f)),
  'account.sendPasswordResetCode': (http, f) =>
    createAccountClient(http).sendPasswordResetCode(body(f)),
  'account.verifyPasswordResetToken': (http, f) =>
    createAccountClient(http).verifyPasswordResetToken(body(f)),
  'account.resetPassword': (http, f) => createAccountClient(http).resetPassword(body(f)),
  'account.getMyProfile': (http) => createAccountClient(http).getMyProfile(),
  'account.updateMyProfile': (http, f) => createAccountClient(http).updateMyProfile(body(f)),
  'account.changePassword': (http, f) => createAccountClient(http).changePassword(body(f)),
  'admin.users.list': (http, f) => createAdminClient(http).users.list(listQuery(f)),
  'admin.users.get': (http, f) => createAdminClient(http).users.get(lastSegment(f)),
  'admin.users.create': (http, f) => createAdminClient(http).users.create(body(f)),
  'admin.users.update': (http, f) => createAdminClient(http).users.update(lastSegment(f), body(f)),
  'admin.users.remove': (http, f) => createAdminClient(http).users.remove(lastSegment(f)),
  'admin.users.roles': (http, f) => createAdminClient(http).users.roles(segment(f, -2)),
  'admin.users.assignableRoles': (http) => createAdminClient(http).users.assignableRoles(),
  'admin.roles.list': (http, f) => createAdminClient(http).roles.list(listQuery(f)),
  'admin.roles.all': (http) => createAdminClient(http).roles.all(),
  'admin.roles.get': (http, f) => createAdminClient(http).roles.get(lastSegment(f)),
  'admin.roles.create': (http, f) => createAdminClient(http).roles.create(body(f)),
  'admin.roles.update': (http, f) => createAdminClient(http).roles.update(lastSegment(f), body(f)),
  'admin.roles.remove': (http, f) => createAdminClient(http).roles.remove(lastSegment(f)),
  'admin.permissions.get': (http, f) =>
    createAdminClient(http).permissions.get('R', query(f).providerKey ?? ''),
  'admin.permissions.update': (http, f) =>
    createAdminClient(http).permissions.update('R', query(f).providerKey ?? '', body(f)),
  'admin.tenants.list': (http, f) => createAdminClient(http).tenants.list(listQuery(f)),
  'admin.tenants.get': (http, f) => createAdminClient(http).tenants.get(lastSegment(f)),
  'admin.tenants.create': (http, f) => createAdminClient(http).tenants.create(body(f)),
  'admin.tenants.update': (http, f) =>
    createAdminClient(http).tenants.update(lastSegment(f), body(f)),
  'admin.tenants.remove': (http, f) => createAdminClient(http).tenants.remove(lastSegment(f)),
  'admin.features.get': (http, f) =>
    createAdminClient(http).features.get('T', query(f).providerKey),
  'admin.features.update': (http, f) =>
    createAdminClient(http).features.update('T', query(f).providerKey, body(f)),
  'admin.features.reset': (http, f) =>
    createAdminClient(http).features.reset('T', query(f).providerKey),
  'emailSettings.get': (http) => createEmailSettingsClient(http).getEmailSettings(),
  'emailSettings.update': (http, f) => createEmailSettingsClient(http).updateEmailSettings(body(f)),
  'emailSettings.sendTestEmail': (http, f) =>
    createEmailSettingsClient(http).sendTestEmail(body(f)),
};

const entries = Object.entries(ABP_FIXTURES);
const readBy = (prefix: string) =>
  entries.filter(([, fixture]) => fixture.reads.startsWith(prefix));

describe('the ABP contract fixtures (ADR 0330)', () => {
  it('are found, and each says where its shape comes from and who reads it', () => {
    expect(entries.length).toBeGreaterThan(40);
    for (const [name, fixture] of entries) {
      expect(fixture.provenance, name).toMatch(/^ABP .{30,}/);
      const known = fixture.reads in READERS || fixture.reads.startsWith('error.');
      expect(known, `${name} reads "${fixture.reads}"`).toBe(true);
      expect(['anonymous', 'host admin', 'host investor', 'tenant admin'], name).toContain(
        fixture.request.caller,
      );
    }
  });

  it.each(entries.filter(([, fixture]) => fixture.reads in READERS))(
    '%s: the portal’s client asks for this endpoint and parses the answer',
    async (_name, fixture) => {
      const sent: SentRequest[] = [];
      await READERS[fixture.reads]?.(httpAnswering(fixture, sent), fixture);
      expect(sent).toHaveLength(1);
      const [request] = sent;
      expect(request?.method).toBe(fixture.request.method);
      expect(request?.url.pathname).toBe(fixture.request.path);
      expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual(query(fixture));
      expect(request?.body).toEqual(fixture.request.body);
    },
  );

  /** The failed call, read and described as the portal's error handling does. */
  async function failure(fixture: AbpFixture) {
    const error = await httpAnswering(fixture, [])(fixture.request.path.slice(1), {
      method: fixture.request.method,
    }).then(
      () => {
        throw new Error('expected the call to fail');
      },
      (caught: unknown) => caught,
    );
    const info = await readHttpError(error);
    return { info, decision: describeHttpError(info) };
  }

  const errorBody = (fixture: AbpFixture) =>
    (fixture.response.body as { error: { message: string; details: string | null } }).error;

  it.each(readBy('error.validation'))(
    '%s: each sentence lands under its camel-cased member, whole',
    async (_name, fixture) => {
      const { info, decision } = await failure(fixture);
      const { message, details } = errorBody(fixture);
      const sent = (
        fixture.response.body as {
          error: { validationErrors: { message: string; members: string[] }[] };
        }
      ).error.validationErrors;
      expect(parseValidationErrors(info.body)).toEqual(
        sent.map((entry) => ({
          member: entry.members[0],
          field: entry.members[0],
          key: entry.message,
          params: [],
        })),
      );
      expect(decision).toMatchObject({
        show: 'confirmation',
        title: { key: null, text: message },
        details: { key: null, text: details },
      });
    },
  );

  it.each([...readBy('error.business'), ...readBy('error.notFound'), ...readBy('error.internal')])(
    '%s: ABP’s sentence is shown as it is, under the default title',
    async (_name, fixture) => {
      const { decision } = await failure(fixture);
      expect(decision).toMatchObject({
        show: 'confirmation',
        status: fixture.response.status,
        title: { key: 'AbpUi::DefaultErrorMessage' },
        details: { key: null, text: errorBody(fixture).message },
      });
    },
  );

  it.each([...readBy('error.unauthorized'), ...readBy('error.forbidden')])(
    '%s: a bodiless policy refusal gets the catalogue’s page',
    async (_name, fixture) => {
      const { decision } = await failure(fixture);
      expect(decision).toMatchObject({ show: 'page', status: fixture.response.status });
    },
  );

  it.each(readBy('error.tenantResolve'))(
    '%s: the tenant is cleared and the person signed out',
    async (_name, fixture) => {
      const { decision } = await failure(fixture);
      expect(decision).toMatchObject({ clearTenantAndLogout: true });
    },
  );
});
