// docs/deploy.md's "Registering the portal with ABP" is what a deployer copies into a stock ABP
// application: its appsettings, data seed and wildcard-domain snippets must register exactly the
// clients docs/openiddict-clients.json describes, the file the sandbox registers (ADR 0499).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const file = JSON.parse(readFileSync('docs/openiddict-clients.json', 'utf8'));
const deploy = readFileSync('docs/deploy.md', 'utf8');

/** The section's fenced blocks, by language. */
function sectionBlocks(markdown, heading) {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/deploy.md has no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, language, code]) => ({
    language,
    code,
  }));
}

const blocks = sectionBlocks(deploy, 'Registering the portal with ABP');
const settings = JSON.parse(blocks.find((block) => block.language === 'json').code);
const csharp = blocks.filter((block) => block.language === 'csharp').map((block) => block.code);
const seed = csharp.find((code) => code.includes('CreateApplicationAsync('));
const wildcard = csharp.find((code) => code.includes('AbpOpenIddictWildcardDomainOptions'));

// OpenIddict's protocol scopes: no permission is registered for them (see the section's text).
const PROTOCOL_SCOPES = new Set(['openid', 'offline_access']);
const snake = (name) => name.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();
const origin = (code, variable) =>
  new RegExp(`var ${variable} = configurationSection\\["(\\w+):RootUrl"\\]`).exec(code)?.[1];

/** Each CreateApplicationAsync call of the seed, read back into the file's terms. */
function seededClients(code) {
  return code
    .split('CreateApplicationAsync(')
    .slice(1)
    .map((call) => call.slice(0, call.indexOf('\n    );') + 1))
    .map((call) => {
      const arg = (name) => new RegExp(`\\b${name}: ([^\\n]+?),?\\n`).exec(call)?.[1];
      const nameVariable = /^(\w+)!$/.exec(arg('name'))?.[1];
      const key = new RegExp(
        `var ${nameVariable} = configurationSection\\["(\\w+):ClientId"\\]`,
      ).exec(code)?.[1];
      const grantTypes = /grantTypes: new List<string>\s*\{([^}]*)\}/.exec(call)[1];
      const scopesVariable = arg('scopes');
      const scopeList = new RegExp(
        `var ${scopesVariable} = new List<string>\\s*\\{([^}]*)\\}`,
      ).exec(code)[1];
      const uri = (name) => {
        const [, variable, path] = /^\$"\{(\w+)\}([^"]*)"$/.exec(arg(name));
        expect(origin(code, variable), `${name} of ${key}`).toBe(key);
        return `{origin}${path}`;
      };
      expect(origin(code, arg('clientUri')), `clientUri of ${key}`).toBe(key);
      return {
        key,
        clientId: settings.OpenIddict.Applications[key]?.ClientId,
        type: /ClientTypes\.(\w+)/.exec(arg('type'))[1].toLowerCase(),
        consentType: /ConsentTypes\.(\w+)/.exec(arg('consentType'))[1].toLowerCase(),
        displayName: JSON.parse(arg('displayName')),
        secret: arg('secret'),
        grantTypes: [...grantTypes.matchAll(/GrantTypes\.(\w+)/g)].map(([, name]) => snake(name)),
        scopes: [...scopeList.matchAll(/Scopes\.(\w+)|"([^"]+)"/g)].map(([, constant, literal]) =>
          constant ? constant.toLowerCase() : literal,
        ),
        redirectUris: [uri('redirectUri')],
        postLogoutRedirectUris: [uri('postLogoutRedirectUri')],
      };
    });
}

const seeded = seededClients(seed);

describe('docs/deploy.md registers the clients of docs/openiddict-clients.json', () => {
  it('seeds each client once, and no other', () => {
    expect(seeded.map((client) => client.clientId).sort()).toEqual(
      file.clients.map((client) => client.clientId).sort(),
    );
    expect(Object.keys(settings.OpenIddict.Applications).sort()).toEqual(
      seeded.map((client) => client.key).sort(),
    );
  });

  it.each(file.clients.map((client) => [client.clientId, client]))(
    '%s: type, consent, grant types, scopes and URIs as the file says',
    (clientId, client) => {
      const doc = seeded.find((entry) => entry.clientId === clientId);
      expect(doc).toMatchObject({
        type: client.type,
        consentType: client.consentType,
        displayName: client.displayName,
        grantTypes: client.grantTypes,
        redirectUris: client.redirectUris,
        postLogoutRedirectUris: client.postLogoutRedirectUris,
      });
      expect(doc.scopes).toEqual(client.scopes.filter((scope) => !PROTOCOL_SCOPES.has(scope)));
      expect(client.scopes).toEqual(expect.arrayContaining([...PROTOCOL_SCOPES, file.apiScope]));
    },
  );

  it('takes a confidential client’s secret from the environment variable the file names', () => {
    for (const client of file.clients) {
      const doc = seeded.find((entry) => entry.clientId === client.clientId);
      if (client.type === 'public') {
        expect(doc.secret).toBe('null');
        continue;
      }
      expect(doc.secret).toBe(`configurationSection["${doc.key}:ClientSecret"]`);
      expect(client.secret.provider).toBe(`OpenIddict__Applications__${doc.key}__ClientSecret`);
      // Never a value in the settings, nor a fallback in the seed.
      expect(settings.OpenIddict.Applications[doc.key]).not.toHaveProperty('ClientSecret');
      expect(seed).not.toMatch(/ClientSecret"\]\s*\?\?/);
    }
  });

  it('admits every client’s URIs on tenant sub-domains, and CORS the portal’s origins', () => {
    const tenantRoot = settings.App.PortalTenantUrl;
    const root = settings.OpenIddict.Applications[seeded[0].key].RootUrl;
    expect(tenantRoot).toBe(root.replace('://', '://{0}.'));
    expect(wildcard).toContain('options.EnableWildcardDomainSupport = true;');
    expect(wildcard).toMatch(/var tenantRootUrl = configuration\["App:PortalTenantUrl"\]/);
    const formats = [
      ...wildcard.matchAll(/WildcardDomainsFormat\.Add\(\$"\{tenantRootUrl\}([^"]*)"\)/g),
    ]
      .map(([, path]) => `{origin}${path}`)
      .sort();
    const templates = file.clients.flatMap((client) => [
      ...client.redirectUris,
      ...client.postLogoutRedirectUris,
    ]);
    expect(formats).toEqual([...new Set(templates)].sort());
    expect(settings.App.CorsOrigins.split(',')).toEqual(
      expect.arrayContaining([root, tenantRoot.replace('{0}', '*')]),
    );
  });
});
