import { z } from 'zod/mini';
import { optionalTextSchema } from '../abp-call/list-schemas';

/**
 * The only provider whose features ABP lets a client manage (contract §10): `T` with a tenant's id
 * is that tenant; `T` with no key, called from the host, is the host itself. ABP
 * FeatureAppService.CheckProviderPolicy answers 500 for any other provider name (`D` included:
 * it only appears in answers, as the provider of a default value).
 */
export const featureProviderNameSchema = z.enum(['T']);
export type FeatureProviderName = z.infer<typeof featureProviderNameSchema>;

const propertiesSchema = z.record(z.string(), z.unknown());

/** `IStringValueType` as the server sends it; the validator's name decides e.g. a numeric input. */
export const featureValueTypeSchema = z.object({
  name: z.enum(['ToggleStringValueType', 'FreeTextStringValueType', 'SelectionStringValueType']),
  properties: propertiesSchema,
  validator: z.object({ name: z.string(), properties: propertiesSchema }),
  itemSource: z.optional(
    z.object({
      items: z.array(
        z.object({
          value: z.string(),
          displayText: z.object({ name: z.string(), resourceName: z.string() }),
        }),
      ),
    }),
  ),
});
export type FeatureValueType = z.infer<typeof featureValueTypeSchema>;

export const featureSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  /** Always a string on the wire, e.g. `"true"` or `"5"`. */
  value: optionalTextSchema,
  /** Which provider the value came from. */
  provider: z.object({ name: optionalTextSchema, key: optionalTextSchema }),
  description: optionalTextSchema,
  valueType: featureValueTypeSchema,
  depth: z.number().check(z.int(), z.nonnegative()),
  parentName: optionalTextSchema,
});
export type Feature = z.infer<typeof featureSchema>;

export const featureGroupSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  features: z.array(featureSchema),
});
export type FeatureGroup = z.infer<typeof featureGroupSchema>;

/** `GetFeatureListResultDto`. */
export const featureListSchema = z.object({ groups: z.array(featureGroupSchema) });
export type FeatureList = z.infer<typeof featureListSchema>;

/** `UpdateFeaturesDto`: only the changed features, booleans as `"true"`/`"false"`. */
export const featuresUpdateInputSchema = z.object({
  features: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type FeaturesUpdateInput = z.infer<typeof featuresUpdateInputSchema>;
