import { z } from 'zod';

// Lenient on purpose: only the fields the platform reads are checked, the rest passes through (contract §15).

const stringDictionary = z.record(z.string(), z.string().nullable());

const localizationResourceSchema = z.looseObject({
  texts: z.record(z.string(), z.string()),
  baseResources: z.array(z.string()).default([]),
});

const languageInfoSchema = z.looseObject({
  cultureName: z.string().nullish(),
  uiCultureName: z.string().nullish(),
  displayName: z.string().nullish(),
  twoLetterISOLanguageName: z.string().nullish(),
  flagIcon: z.string().nullish(),
});

const currentCultureSchema = z.looseObject({
  // The client cannot pick texts without it (contract §2, step 2).
  cultureName: z.string().min(1),
  isRightToLeft: z.boolean(),
  displayName: z.string().nullish(),
  twoLetterIsoLanguageName: z.string().nullish(),
  dateTimeFormat: z.looseObject({ shortDatePattern: z.string().nullish() }).nullish(),
});

export const localizationConfigurationSchema = z.looseObject({
  values: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  resources: z.record(z.string(), localizationResourceSchema).default({}),
  languages: z.array(languageInfoSchema).default([]),
  currentCulture: currentCultureSchema,
  defaultResourceName: z.string().nullish(),
});

const currentUserSchema = z.looseObject({
  isAuthenticated: z.boolean(),
  id: z.string().nullish(),
  tenantId: z.string().nullish(),
  userName: z.string().nullish(),
  name: z.string().nullish(),
  surName: z.string().nullish(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  roles: z.array(z.string()).default([]),
});

const currentTenantSchema = z.looseObject({
  id: z.string().nullish(),
  name: z.string().nullish(),
  isAvailable: z.boolean(),
});

/** `GET /api/abp/application-configuration` (contract §2.1). */
export const applicationConfigurationSchema = z.looseObject({
  auth: z.looseObject({ grantedPolicies: z.record(z.string(), z.boolean()).default({}) }),
  currentUser: currentUserSchema,
  currentTenant: currentTenantSchema,
  multiTenancy: z.looseObject({ isEnabled: z.boolean() }),
  features: z.looseObject({ values: stringDictionary.default({}) }),
  setting: z.looseObject({ values: stringDictionary.default({}) }),
  localization: localizationConfigurationSchema,
  clock: z.looseObject({ kind: z.string().nullish() }).nullish(),
});

export type ApplicationConfiguration = z.infer<typeof applicationConfigurationSchema>;
export type LocalizationConfiguration = z.infer<typeof localizationConfigurationSchema>;
export type CurrentUserConfiguration = z.infer<typeof currentUserSchema>;
export type CurrentTenantConfiguration = z.infer<typeof currentTenantSchema>;
export type CurrentCulture = z.infer<typeof currentCultureSchema>;
export type LanguageInfo = z.infer<typeof languageInfoSchema>;
