import { z } from 'zod';
import { LOG_LEVELS } from '../logging/log-levels';

const apiSchema = z.looseObject({
  url: z.string(),
  rootNamespace: z.string().optional(),
});

const httpStatusSchema = z.number().int().min(0).max(599);

/** SPEC §8 `skipHandledErrorCodes` and SPEC §2's statuses with their own error screen (ADR 0140). */
const httpErrorsSchema = z.object({
  skipHandledErrorCodes: z.array(httpStatusSchema).optional(),
  customErrorStatuses: z.array(z.literal([401, 403, 404, 500])).optional(),
});

const remoteEnvironmentSchema = z.object({
  url: z.string(),
  method: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  mergeStrategy: z.enum(['deepmerge', 'overwrite']),
});

/** Runtime `env.json`; unknown keys pass through so the portal can carry its own settings. */
export const environmentSchema = z.looseObject({
  production: z.boolean(),
  application: z.looseObject({
    name: z.string(),
    /** May contain `{0}`, replaced by the tenant name. */
    baseUrl: z.string(),
  }),
  oAuthConfig: z.looseObject({
    issuer: z.string(),
    clientId: z.string(),
    /** 'code' means redirect login; anything else means password login (SPEC §4). */
    responseType: z.string(),
    scope: z.string(),
    redirectUri: z.string().optional(),
    postLogoutRedirectUri: z.string().optional(),
    requireHttps: z.boolean(),
  }),
  apis: z.object({ default: apiSchema }).catchall(apiSchema),
  session: z
    .object({
      sessionTimeMinute: z.number().positive(),
      sessionTimeAttentionMinute: z.number().positive(),
    })
    .optional(),
  localization: z.object({ defaultResourceName: z.string().optional() }).optional(),
  remoteEnv: remoteEnvironmentSchema.optional(),
  httpErrors: httpErrorsSchema.optional(),
  /** SPEC §3 logger configuration; defaults: TRACE to the console, no server logging. */
  logging: z
    .object({
      level: z.enum(LOG_LEVELS).optional(),
      serverLogLevel: z.enum(LOG_LEVELS).optional(),
      serverLoggingUrl: z.string().optional(),
      enableSourceMaps: z.boolean().optional(),
    })
    .optional(),
});

export type Environment = z.infer<typeof environmentSchema>;
export type HttpErrorsConfig = z.infer<typeof httpErrorsSchema>;
export type RemoteEnvironmentConfig = z.infer<typeof remoteEnvironmentSchema>;
