import { lazy } from 'react';
import type { RegistrationStep } from '../steps';

/**
 * Each step is its own chunk (route chunk budget: only step 1 needs the calendars, only step 2
 * Radix Select); the wizard preloads the steps next to the current one so moving is instant.
 */
export const STEP_LOADERS = {
  NationalId: () => import('./NationalIdStep'),
  GeneralInfo: () => import('./GeneralInfoStep'),
  Experience: () => import('./ExperienceStep'),
  Risk: () => import('./RiskStep'),
  Phone: () => import('./PhoneStep'),
  Terms: () => import('./TermsStep'),
} satisfies Record<RegistrationStep, () => Promise<unknown>>;

export const NationalIdStep = lazy(() =>
  STEP_LOADERS.NationalId().then((module) => ({ default: module.NationalIdStep })),
);
export const GeneralInfoStep = lazy(() =>
  STEP_LOADERS.GeneralInfo().then((module) => ({ default: module.GeneralInfoStep })),
);
export const ExperienceStep = lazy(() =>
  STEP_LOADERS.Experience().then((module) => ({ default: module.ExperienceStep })),
);
export const RiskStep = lazy(() =>
  STEP_LOADERS.Risk().then((module) => ({ default: module.RiskStep })),
);
export const PhoneStep = lazy(() =>
  STEP_LOADERS.Phone().then((module) => ({ default: module.PhoneStep })),
);
export const TermsStep = lazy(() =>
  STEP_LOADERS.Terms().then((module) => ({ default: module.TermsStep })),
);
