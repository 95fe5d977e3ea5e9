// zod/mini: it is parsed before the first screen, and classic zod's schemas drag in its whole core (ADR 0185).
import { z } from 'zod/mini';
import { CODE_RESPONSE_TYPE } from '../constants';
import { TOKEN_HOLDERS } from '../auth/application-auth';
import { LOG_LEVELS } from '../logging/log-levels';

const apiSchema = z.looseObject({
  url: z.string(),
  rootNamespace: z.optional(z.string()),
});

const httpStatusSchema = z.number().check(z.int(), z.minimum(0), z.maximum(599));

/** SPEC §8 `skipHandledErrorCodes` and SPEC §2's statuses with their own error screen (ADR 0140). */
const httpErrorsSchema = z.object({
  skipHandledErrorCodes: z.optional(z.array(httpStatusSchema)),
  customErrorStatuses: z.optional(z.array(z.literal([401, 403, 404, 500]))),
});

const remoteEnvironmentSchema = z.object({
  url: z.string(),
  method: z.optional(z.string()),
  headers: z.optional(z.record(z.string(), z.string())),
  mergeStrategy: z.enum(['deepmerge', 'overwrite']),
});

/** Which auth the portal starts (docs/adr/0461): the browser holds the tokens, or the BFF does. */
const authSchema = z.object({
  mode: z.enum(TOKEN_HOLDERS, { error: 'auth.mode must be "browser" or "bff"' }),
});

/** Runtime `env.json`; unknown keys pass through so the portal can carry its own settings. */
const environmentShape = z.looseObject({
  production: z.boolean(),
  application: z.looseObject({
    name: z.string(),
    /** May contain `{0}`, replaced by the tenant name. */
    baseUrl: z.string(),
    /**
     * The name the account calls send as `appName`: the backend builds the password-reset link
     * from its AppUrlOptions.Applications[name]. "Angular" when absent (see `accountAppName`).
     */
    accountAppName: z.optional(z.string().check(z.minLength(1))),
  }),
  oAuthConfig: z.looseObject({
    issuer: z.string(),
    clientId: z.string(),
    /** 'code' means redirect login; anything else means password login (SPEC §4). */
    responseType: z.string(),
    scope: z.string(),
    redirectUri: z.optional(z.string()),
    postLogoutRedirectUri: z.optional(z.string()),
    requireHttps: z.boolean(),
  }),
  apis: z.catchall(z.object({ default: apiSchema }), apiSchema),
  session: z.optional(
    z.object({
      sessionTimeMinute: z.number().check(z.positive()),
      sessionTimeAttentionMinute: z.number().check(z.positive()),
    }),
  ),
  localization: z.optional(z.object({ defaultResourceName: z.optional(z.string()) })),
  remoteEnv: z.optional(remoteEnvironmentSchema),
  httpErrors: z.optional(httpErrorsSchema),
  /** SPEC §3 logger configuration; defaults: TRACE to the console, no server logging. */
  logging: z.optional(
    z.object({
      level: z.optional(z.enum(LOG_LEVELS)),
      serverLogLevel: z.optional(z.enum(LOG_LEVELS)),
      serverLoggingUrl: z.optional(z.string()),
      enableSourceMaps: z.optional(z.boolean()),
    }),
  ),
  /** Absent: browser mode. */
  auth: z.optional(authSchema),
});

export const environmentSchema = environmentShape.check(
  z.refine(
    ({ auth, oAuthConfig }) =>
      auth?.mode !== 'bff' || oAuthConfig.responseType === CODE_RESPONSE_TYPE,
    {
      error: 'auth.mode "bff" signs in with the code flow: oAuthConfig.responseType must be "code"',
      path: ['oAuthConfig', 'responseType'],
    },
  ),
);

export type Environment = z.infer<typeof environmentSchema>;
export type HttpErrorsConfig = z.infer<typeof httpErrorsSchema>;
export type RemoteEnvironmentConfig = z.infer<typeof remoteEnvironmentSchema>;
