import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_IDS, SEEDED_PASSWORD, SENT_EMAILS_PATH } from '@sahm/platform/mocks';
import type { AbpCaller, AbpFixture } from '../../../../packages/platform/contract/abp/abp-fixture';
import { PORTAL_CLIENT_ID } from '../config';
import { startSandbox, type Sandbox } from '../server';
import { mediaType, shapeDifferences } from './compare-shape';

/**
 * The sandbox answers each ABP fixture's request with ABP's shape (ADR 0330): same status, same
 * media type, the headers the fixture names (and `_AbpErrorFormat` only where ABP sends it), and a
 * body of the same structure (compare-shape.ts). Requests are the fixtures' own, with the sandbox's
 * ids where the examples' differ; they run in order, so the created user is then updated, deleted…
 */

const PORT = 44396;
const ORIGIN = `http://localhost:${PORT}`;
const PORTAL = 'http://localhost:4200';
const ACME = SEEDED_IDS.tenants.acme;
const FIXTURES_DIR = fileURLToPath(
  new URL('../../../../packages/platform/contract/abp/', import.meta.url),
);

function readFixtures(): Map<string, AbpFixture> {
  const found = new Map<string, AbpFixture>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        found.set(
          relative(FIXTURES_DIR, full),
          JSON.parse(readFileSync(full, 'utf8')) as AbpFixture,
        );
      }
    }
  };
  walk(FIXTURES_DIR);
  return found;
}

interface SandboxRequest {
  method?: string;
  path?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

/** What the run has learnt so far: the ids of what it created. */
interface Context {
  userId: string;
  roleId: string;
  tenantId: string;
}

type Step = [
  fixture: string,
  sandbox?: (context: Context) => SandboxRequest | Promise<SandboxRequest>,
];

/** The reset link the sandbox mailed to an address (its test outbox). */
async function resetLinkFor(email: string) {
  const mails = (await fetch(`${ORIGIN}${SENT_EMAILS_PATH}?to=${email}`).then((response) =>
    response.json(),
  )) as { link: string }[];
  return new URL(mails[0]?.link ?? '', ORIGIN).searchParams;
}

/** Every fixture, in the order the sandbox is asked; the function gives the sandbox's own ids. */
const STEPS: Step[] = [
  ['application-configuration/anonymous-host.ar.json'],
  ['application-configuration/anonymous-tenant.en.json', () => ({ headers: { __tenant: ACME } })],
  ['application-configuration/host-admin.en.json'],
  ['application-configuration/tenant-admin.ar.json'],
  ['application-localization/ar.json'],
  ['application-localization/en.json'],
  ['multi-tenancy/by-name.found.json'],
  ['multi-tenancy/by-name.unknown.json'],
  [
    'multi-tenancy/by-id.found.json',
    () => ({ path: `/api/abp/multi-tenancy/tenants/by-id/${ACME}` }),
  ],
  ['account/register.en.json'],
  // Another user's password changes here, so the signed-in callers keep theirs.
  [
    'account/send-password-reset-code.json',
    () => ({ body: { email: 'officer@sahm.example', appName: 'Angular' } }),
  ],
  [
    'account/verify-password-reset-token.json',
    () => ({ body: { userId: SEEDED_IDS.users.investor, resetToken: 'not-a-token' } }),
  ],
  ['account/verify-password-reset-token.unknown-user.json'],
  ['account/verify-password-reset-token.empty-token.en.json'],
  [
    'account/reset-password.json',
    async () => {
      const link = await resetLinkFor('officer@sahm.example');
      return {
        body: {
          userId: link.get('userId'),
          resetToken: link.get('resetToken'),
          password: 'N3w!pass',
        },
      };
    },
  ],
  ['account/my-profile.get.json'],
  ['account/my-profile.update.json'],
  ['identity/users.list.json'],
  ['identity/users.get.json', () => ({ path: `/api/identity/users/${SEEDED_IDS.users.investor}` })],
  ['identity/users.create.json'],
  ['identity/users.update.json', ({ userId }) => ({ path: `/api/identity/users/${userId}` })],
  [
    'identity/users.roles.json',
    () => ({ path: `/api/identity/users/${SEEDED_IDS.users.investor}/roles` }),
  ],
  ['identity/users.assignable-roles.json'],
  ['identity/users.delete.json', ({ userId }) => ({ path: `/api/identity/users/${userId}` })],
  ['identity/roles.list.json'],
  ['identity/roles.all.json'],
  ['identity/roles.get.json', () => ({ path: `/api/identity/roles/${SEEDED_IDS.roles.investor}` })],
  ['identity/roles.create.json'],
  ['identity/roles.update.json', ({ roleId }) => ({ path: `/api/identity/roles/${roleId}` })],
  ['identity/roles.delete.json', ({ roleId }) => ({ path: `/api/identity/roles/${roleId}` })],
  ['permission-management/permissions.role.json'],
  // A grant the signed-in investor does not hold: it must still be refused users below.
  [
    'permission-management/permissions.update.json',
    () => ({ query: { providerName: 'R', providerKey: 'OperationsOfficer' } }),
  ],
  ['tenant-management/tenants.list.json'],
  ['tenant-management/tenants.get.json', () => ({ path: `/api/multi-tenancy/tenants/${ACME}` })],
  ['tenant-management/tenants.create.json'],
  [
    'tenant-management/tenants.update.json',
    ({ tenantId }) => ({ path: `/api/multi-tenancy/tenants/${tenantId}` }),
  ],
  [
    'tenant-management/tenants.delete.json',
    ({ tenantId }) => ({ path: `/api/multi-tenancy/tenants/${tenantId}` }),
  ],
  ['feature-management/features.host.json'],
  ...(
    [
      'feature-management/features.tenant.json',
      'feature-management/features.update.json',
      'feature-management/features.reset.json',
    ] as const
  ).map((name): Step => [name, () => ({ query: { providerName: 'T', providerKey: ACME } })]),
  ['setting-management/emailing.get.json'],
  ['setting-management/emailing.update.json'],
  ['setting-management/emailing.send-test-email.json'],
  ['errors/validation.en.json'],
  ['errors/validation.ar.json'],
  ['errors/paging.en.json'],
  ['errors/business.en.json'],
  ['errors/business.ar.json'],
  ['errors/unauthorized.json'],
  ['errors/forbidden.json'],
  ['errors/not-found.json'],
  ['errors/internal.json'],
  ['errors/tenant-resolve.html.json'],
  ['errors/tenant-resolve.ajax.json'],
  ['account/change-password.json'],
];

/** What each created entity's id is read from. */
const CAPTURES: Record<string, keyof Context> = {
  'identity/users.create.json': 'userId',
  'identity/roles.create.json': 'roleId',
  'tenant-management/tenants.create.json': 'tenantId',
};

let sandbox: Sandbox;
const tokens = new Map<AbpCaller, string>();
const context: Context = { userId: '', roleId: '', tenantId: '' };

async function signIn(username: string, tenant?: string) {
  const response = await fetch(`${ORIGIN}/connect/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PORTAL,
      ...(tenant ? { __tenant: tenant } : {}),
    },
    body: new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      grant_type: 'password',
      username,
      password: SEEDED_PASSWORD,
      scope: 'openid profile email roles offline_access Sahm',
    }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    port: PORT,
    origin: ORIGIN,
    portalOrigins: [PORTAL],
    testHooks: true,
  });
  tokens.set('host admin', await signIn('admin'));
  tokens.set('host investor', await signIn('investor'));
  tokens.set('tenant admin', await signIn('admin', ACME));
});
afterAll(() => sandbox.close());

async function ask(fixture: AbpFixture, own: SandboxRequest) {
  const { request } = fixture;
  const url = new URL(`${ORIGIN}${own.path ?? request.path}`);
  for (const [name, value] of Object.entries(own.query ?? request.query ?? {})) {
    url.searchParams.set(name, value);
  }
  const token = tokens.get(request.caller);
  const body = 'body' in own ? own.body : request.body;
  return fetch(url, {
    method: own.method ?? request.method,
    headers: {
      ...request.headers,
      ...own.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every way the sandbox's answer departs from ABP's, in words. */
async function differences(fixture: AbpFixture, response: Response): Promise<string[]> {
  const expected = fixture.response;
  const found: string[] = [];
  if (response.status !== expected.status) {
    found.push(`status ${response.status} where ABP answers ${expected.status}`);
  }
  for (const [name, value] of Object.entries(expected.headers)) {
    const actual = response.headers.get(name);
    if (name.toLowerCase() === 'content-type') {
      if (mediaType(actual) !== mediaType(value)) found.push(`content-type ${actual}`);
    } else if (actual === null) {
      found.push(`header ${name}: missing`);
    } else if (name === '_AbpErrorFormat' && actual !== value) {
      found.push(`header ${name}: ${actual}`);
    }
  }
  if (!('_AbpErrorFormat' in expected.headers) && response.headers.has('_AbpErrorFormat')) {
    found.push('header _AbpErrorFormat: ABP sends none here');
  }
  const text = await response.text();
  if (expected.text !== undefined) return found;
  if (expected.body === null || expected.body === undefined) {
    return text === '' ? found : [...found, `a body where ABP sends none: ${text.slice(0, 80)}`];
  }
  let actual: unknown;
  try {
    actual = JSON.parse(text);
  } catch {
    return [...found, `not JSON: ${text.slice(0, 80)}`];
  }
  return [...found, ...shapeDifferences(expected.body, actual, fixture.dictionaries)];
}

const fixtures = readFixtures();

describe('the sandbox answers as ABP does (the contract fixtures, ADR 0330)', () => {
  it('asks for every fixture', () => {
    expect(STEPS.map(([name]) => name).sort()).toEqual([...fixtures.keys()].sort());
  });

  it.each(STEPS)('%s', async (name, own) => {
    const fixture = fixtures.get(name);
    if (!fixture) throw new Error(`No fixture ${name}`);
    const response = await ask(fixture, (await own?.(context)) ?? {});
    const capture = CAPTURES[name];
    if (capture && response.ok) {
      context[capture] = ((await response.clone().json()) as { id: string }).id;
    }
    expect(await differences(fixture, response)).toEqual([]);
  });
});
