import { lazy, type ComponentType } from 'react';
import { withScreenTexts } from '../../../i18n/screen-texts';
import type { TextModule } from '../../../i18n/text-module';
import type { RegistrationStep } from '../steps';

/**
 * Each step is its own chunk (route chunk budget: only step 1 needs the calendars, only step 2
 * Radix Select); steps 2 to 6 each bring their own words, which the wizard's frame does not carry
 * (ADR 0248). The wizard preloads the steps next to the current one so moving is instant.
 */
export const STEP_LOADERS = {
  NationalId: () => import('./NationalIdStep'),
  GeneralInfo: () => import('./GeneralInfoStep'),
  Experience: () => import('./ExperienceStep'),
  Risk: () => import('./RiskStep'),
  Phone: () => import('./PhoneStep'),
  Terms: () => import('./TermsStep'),
} satisfies Record<RegistrationStep, () => Promise<unknown>>;

/** A step's component with its words added to the localization before it first renders. */
const withStepTexts = <Props extends object>(Step: ComponentType<Props>, texts: TextModule) => ({
  default: withScreenTexts(Step, [texts]),
});

export const NationalIdStep = lazy(() =>
  STEP_LOADERS.NationalId().then((module) => ({ default: module.NationalIdStep })),
);
export const GeneralInfoStep = lazy(() =>
  STEP_LOADERS.GeneralInfo().then((module) =>
    withStepTexts(module.GeneralInfoStep, module.stepTexts),
  ),
);
export const ExperienceStep = lazy(() =>
  STEP_LOADERS.Experience().then((module) =>
    withStepTexts(module.ExperienceStep, module.stepTexts),
  ),
);
export const RiskStep = lazy(() =>
  STEP_LOADERS.Risk().then((module) => withStepTexts(module.RiskStep, module.stepTexts)),
);
export const PhoneStep = lazy(() =>
  STEP_LOADERS.Phone().then((module) => withStepTexts(module.PhoneStep, module.stepTexts)),
);
export const TermsStep = lazy(() =>
  STEP_LOADERS.Terms().then((module) => withStepTexts(module.TermsStep, module.stepTexts)),
);
