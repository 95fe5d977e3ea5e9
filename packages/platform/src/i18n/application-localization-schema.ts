// zod/mini: parsed on every start, like the configuration (ADR 0185).
import { z } from 'zod/mini';
import {
  currentCultureSchema,
  localizationResourceSchema,
} from '../config/application-configuration-schema';

/** `GET /api/abp/application-localization`: ABP's `ApplicationLocalizationDto` (contract §3). */
export const applicationLocalizationSchema = z.looseObject({
  resources: z._default(z.record(z.string(), localizationResourceSchema), {}),
  currentCulture: currentCultureSchema,
});

export type ApplicationLocalization = z.infer<typeof applicationLocalizationSchema>;
