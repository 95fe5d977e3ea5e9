// zod/mini: parsed on every start, and classic zod's schemas drag in its whole core (ADR 0185).
import { z } from 'zod/mini';

// Lenient on purpose: only the fields the platform reads are checked, the rest passes through (contract §15).

const stringDictionary = z.record(z.string(), z.nullable(z.string()));

export const localizationResourceSchema = z.looseObject({
  texts: z.record(z.string(), z.string()),
  baseResources: z._default(z.array(z.string()), []),
});

const languageInfoSchema = z.looseObject({
  cultureName: z.nullish(z.string()),
  uiCultureName: z.nullish(z.string()),
  displayName: z.nullish(z.string()),
  twoLetterISOLanguageName: z.nullish(z.string()),
  flagIcon: z.nullish(z.string()),
});

export const currentCultureSchema = z.looseObject({
  // The client cannot pick texts without it (contract §2, step 2).
  cultureName: z.string().check(z.minLength(1)),
  isRightToLeft: z.boolean(),
  displayName: z.nullish(z.string()),
  twoLetterIsoLanguageName: z.nullish(z.string()),
  dateTimeFormat: z.nullish(z.looseObject({ shortDatePattern: z.nullish(z.string()) })),
});

export const localizationConfigurationSchema = z.looseObject({
  values: z._default(z.record(z.string(), z.record(z.string(), z.string())), {}),
  resources: z._default(z.record(z.string(), localizationResourceSchema), {}),
  languages: z._default(z.array(languageInfoSchema), []),
  currentCulture: currentCultureSchema,
  defaultResourceName: z.nullish(z.string()),
});

const currentUserSchema = z.looseObject({
  isAuthenticated: z.boolean(),
  id: z.nullish(z.string()),
  tenantId: z.nullish(z.string()),
  userName: z.nullish(z.string()),
  name: z.nullish(z.string()),
  surName: z.nullish(z.string()),
  email: z.nullish(z.string()),
  // ABP CurrentUserDto.EmailVerified: the identity user's EmailConfirmed, as its claim says.
  emailVerified: z.nullish(z.boolean()),
  phoneNumber: z.nullish(z.string()),
  roles: z._default(z.array(z.string()), []),
});

const currentTenantSchema = z.looseObject({
  id: z.nullish(z.string()),
  name: z.nullish(z.string()),
  isAvailable: z.boolean(),
});

/** `GET /api/abp/application-configuration` (contract §2.1). */
export const applicationConfigurationSchema = z.looseObject({
  auth: z.looseObject({ grantedPolicies: z._default(z.record(z.string(), z.boolean()), {}) }),
  currentUser: currentUserSchema,
  currentTenant: currentTenantSchema,
  multiTenancy: z.looseObject({ isEnabled: z.boolean() }),
  features: z.looseObject({ values: z._default(stringDictionary, {}) }),
  setting: z.looseObject({ values: z._default(stringDictionary, {}) }),
  localization: localizationConfigurationSchema,
  clock: z.nullish(z.looseObject({ kind: z.nullish(z.string()) })),
});

export type ApplicationConfiguration = z.infer<typeof applicationConfigurationSchema>;
export type LocalizationConfiguration = z.infer<typeof localizationConfigurationSchema>;
export type CurrentUserConfiguration = z.infer<typeof currentUserSchema>;
export type CurrentTenantConfiguration = z.infer<typeof currentTenantSchema>;
export type CurrentCulture = z.infer<typeof currentCultureSchema>;
export type LanguageInfo = z.infer<typeof languageInfoSchema>;
