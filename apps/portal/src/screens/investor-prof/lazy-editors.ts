import { lazy } from 'react';

/** The editors (and the form kit under them) load apart from the screen: most visits only read. */
export const preloadEditors = () => import('./edit-forms');

export const GeneralInfoEditor = lazy(() =>
  preloadEditors().then((module) => ({ default: module.GeneralInfoEditor })),
);
export const ExperienceEditor = lazy(() =>
  preloadEditors().then((module) => ({ default: module.ExperienceEditor })),
);
export const RiskEditor = lazy(() =>
  preloadEditors().then((module) => ({ default: module.RiskEditor })),
);
